import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { decodeCursor, encodeCursor } from '../posts';
import { endCommitmentByMember, lockPrayerRequest } from './commitment-rules';
import * as commitments from './commitments.repository';
import { CommitmentRow } from './commitments.repository';
import { CommitmentAnswerDto, MyPrayerListDto, PrayerCommitmentDto, PrayerListItemDto } from './prayer.dto';
import { msg } from '../i18n';

const DAY_MS = 24 * 3600 * 1000;
export const MY_PRAYER_LIST_PAGE = 20;

export function commitmentDto(c: CommitmentRow, now = Date.now()): PrayerCommitmentDto {
  const ends = new Date(c.ends_at);
  return { post_id: c.post_id, days: c.days, started_at: new Date(c.started_at), ends_at: ends, days_left: Math.max(0, Math.ceil((ends.getTime() - now) / DAY_MS)) };
}

/**
 * Commitments to pray for a request for 1–30 days (issue #33) and the member's prayer list.
 * Committing needs a prayer request the member may see, still open (the request's row is
 * locked, so an answer or close in progress either ends this commitment or comes after it);
 * committing again replaces the days and starts them over.
 */
@Injectable()
export class CommitmentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async commit(me: number, postId: number, days: number): Promise<CommitmentAnswerDto> {
    const row = await this.db.transaction(async (m) => {
      await lockPrayerRequest(m, me, postId);
      return commitments.upsertCommitment(m, me, postId, days);
    });
    // A reminder already due today (the member committed after their reminder time) comes now.
    await this.jobs.add('maintenance.prayer-remind-member', { userId: me }, { removeOnComplete: true, removeOnFail: true });
    return { commitment: commitmentDto(row) };
  }

  async end(me: number, postId: number): Promise<{ message: string }> {
    await this.db.transaction((m) => endCommitmentByMember(m, me, postId));
    return { message: msg('Prayer commitment ended').message };
  }

  async myPrayerList(me: number, limit = MY_PRAYER_LIST_PAGE, cursor?: string): Promise<MyPrayerListDto> {
    const position = cursor ? decodeCursor(cursor) : null;
    if (cursor && !position) throw new BadRequestException(msg('Invalid cursor'));
    const rows = await commitments.myPrayerList(this.db, me, limit, position);
    const page = rows.slice(0, limit);
    const now = Date.now();
    return {
      requests: page.map((r): PrayerListItemDto => ({
        posts_id: r.posts_id,
        user_id: r.user_id,
        user_name: r.user_name,
        profile_picture: r.profile_picture,
        content: r.content,
        post_type: r.post_type,
        created_at: r.created_at,
        prayer_status: r.prayer_status,
        answered_at: r.answered_at,
        answer_testimony: r.answer_testimony,
        prayer_count: r.prayer_count,
        is_prayed: r.is_prayed,
        prayed_today: r.prayed_today,
        commitment:
          r.commitment_days === null ? null : commitmentDto({ post_id: r.posts_id, days: r.commitment_days, started_at: r.commitment_started_at!, ends_at: r.commitment_ends_at! }, now),
        activity_at: r.activity_at,
      })),
      nextCursor: rows.length > limit ? encodeCursor({ createdAt: page[page.length - 1].cursor_ts, id: page[page.length - 1].posts_id }) : null,
    };
  }
}
