import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { PrayerStatus } from '../posts';

/** A prayer request whose status changed, as it is now (its status may have moved on since the event). */
export interface PrayerStatusNotice {
  posts_id: number;
  user_id: number;
  /** An anonymous request (issue 44): its author is never named to those told. */
  anonymous: boolean;
  content: string;
  prayer_status: PrayerStatus;
  answer_testimony: string | null;
  /** prayer_status_changed_at in microseconds since 1970 (text): names the change in dedupe keys. */
  changed_us: string;
}

/** Members to tell, in user id order after `afterUserId`, at most `limit`: read in batches. */
type Audience = (m: EntityManager, postId: number, afterUserId: number, limit: number) => Promise<number[]>;

/** What the `prayer.status-changed` notifications read of the prayer module's tables. */
export interface PrayerNoticeReads {
  statusNotice(m: EntityManager, postId: number): Promise<PrayerStatusNotice | undefined>;
  /** Who prayed for the request or committed to pray for it, and may still read it. */
  answeredAudience: Audience;
  /** Whose commitment ended when the request was closed. */
  closedAudience: Audience;
}

/**
 * The prayer module hands its reads in at start (PrayerModule.onModuleInit), as posts and groups
 * register their media targets: prayer imports noti for its reminders and check-ins
 * (PrayerNoticesService), so noti cannot import prayer.
 */
@Injectable()
export class PrayerNoticeReadsService {
  private reads: PrayerNoticeReads | null = null;

  register(reads: PrayerNoticeReads): void {
    this.reads = reads;
  }

  get(): PrayerNoticeReads {
    if (!this.reads) throw new Error('No prayer reads registered: PrayerModule is not loaded');
    return this.reads;
  }
}
