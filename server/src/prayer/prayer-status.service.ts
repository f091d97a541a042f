import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { POST_NOT_FOUND, PrayerStatus } from '../posts';
import { PrayerStatusAnswerDto } from './prayer.dto';
import { ONLY_AUTHOR_STATUS, ONLY_PRAYER_REQUESTS_STATUS } from './prayer-messages';
import { msg } from '../i18n';
import * as prayers from './prayers.repository';

export const ALREADY_ANSWERED = msg('This prayer request is already marked answered').message;
export const ALREADY_CLOSED = msg('This prayer request is already closed').message;
export const ALREADY_OPEN = msg('This prayer request is already open').message;

/** What each change may start from; anything else is a 409 with the current state's message. */
const ALLOWED_FROM: Record<PrayerStatus, PrayerStatus[]> = {
  answered: ['open', 'closed'],
  closed: ['open'],
  open: ['answered', 'closed'],
};
const ALREADY: Record<PrayerStatus, string> = { answered: ALREADY_ANSWERED, closed: ALREADY_CLOSED, open: ALREADY_OPEN };

/**
 * A prayer request's status, changed by its author only: `open` → `answered` (with an optional
 * testimony) or `closed`; `closed` → `answered`; `answered` or `closed` → `open` again (the answer
 * is cleared). Answering or closing ends the request's active commitments in the same transaction
 * (end_reason 'answered' or 'closed', ended_at = the status change's time, by which the
 * notifications find who was committed); `prayer.status-changed` is published after commit.
 */
@Injectable()
export class PrayerStatusService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  markAnswered(me: number, postId: number, testimony: string | undefined): Promise<PrayerStatusAnswerDto> {
    const text = testimony?.trim() || null;
    return this.change(me, postId, 'answered', text);
  }

  close(me: number, postId: number): Promise<PrayerStatusAnswerDto> {
    return this.change(me, postId, 'closed', null);
  }

  reopen(me: number, postId: number): Promise<PrayerStatusAnswerDto> {
    return this.change(me, postId, 'open', null);
  }

  private async change(me: number, postId: number, to: PrayerStatus, testimony: string | null): Promise<PrayerStatusAnswerDto> {
    const answer = await this.db.transaction(async (m) => {
      await this.lockOwnRequest(m, me, postId, to);
      const row = await prayers.setPrayerStatus(m, postId, to, testimony);
      if (to !== 'open') await prayers.endCommitmentsOnStatus(m, postId, to);
      return row;
    });
    this.events.publish('prayer.status-changed', { postId, authorId: me, status: to });
    return answer;
  }

  /** Locks the request for the change, or answers why it cannot be made (404, 400, 403, 409). */
  private async lockOwnRequest(m: EntityManager, me: number, postId: number, to: PrayerStatus): Promise<void> {
    const post = await prayers.lockRequestForStatus(m, me, postId);
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    if (post.prayer_status === null) throw new BadRequestException(ONLY_PRAYER_REQUESTS_STATUS);
    if (post.user_id !== me) throw new ForbiddenException(ONLY_AUTHOR_STATUS);
    if (!ALLOWED_FROM[to].includes(post.prayer_status)) throw new ConflictException(ALREADY[post.prayer_status]);
  }
}
