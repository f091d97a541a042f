import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isReferenceGone } from '../database/prepared';
import { DomainEventsService } from '../common/domain-events.service';
import { cutPage, pageRequest, POST_NOT_FOUND } from '../posts';
import { PRAYERS_PAGE_SIZE } from './limits';
import { PrayAnswerDto, PrayersPageDto } from './prayer.dto';
import { ONLY_AUTHOR_PRAYERS, ONLY_PRAYER_REQUESTS } from './prayer-messages';
import * as prayers from './prayers.repository';
import { PrayerCountChange, PrayTarget } from './prayers.repository';

/**
 * "I prayed", as likes are done (LikesService): one statement (PRAY_SQL, UNPRAY_SQL in
 * prayers.queries.ts) checks that the member may see the request and moves prayer_count by
 * exactly the rows that changed. A post that is not a prayer request changes nothing; the
 * statement then answers no row, and only then a second read tells 404 from 400.
 */

@Injectable()
export class PrayersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async pray(me: number, postId: number): Promise<PrayAnswerDto> {
    const result = await this.change(true, me, postId);
    if (result.changed > 0) this.events.publish('post.prayed', { postId, actorId: me });
    return { prayer_count: result.prayer_count, is_prayed: true };
  }

  async unpray(me: number, postId: number): Promise<PrayAnswerDto> {
    const result = await this.change(false, me, postId);
    return { prayer_count: result.prayer_count, is_prayed: false };
  }

  /** The author's list of who prayed; 403 for anyone else who may see the request, 404 for those who may not. */
  async prayers(me: number, postId: number, cursor: string | undefined): Promise<PrayersPageDto> {
    const target = await this.target(me, postId);
    if (!target.is_request) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
    if (target.user_id !== me) throw new ForbiddenException(ONLY_AUTHOR_PRAYERS);
    const { after } = pageRequest({ cursor });
    const rows = await prayers.prayersPage(this.db, me, postId, after);
    const page = cutPage(rows, PRAYERS_PAGE_SIZE, (r) => ({ createdAt: r.cursor_ts, id: r.user_id }));
    return {
      members: page.rows.map(({ user_id, user_name, profile_picture, prayed_at }) => ({ user_id, user_name, profile_picture, prayed_at })),
      nextCursor: page.nextCursor,
    };
  }

  private async target(me: number, postId: number): Promise<PrayTarget> {
    const row = await prayers.prayTarget(this.db, me, postId);
    if (!row) throw new NotFoundException(POST_NOT_FOUND);
    return row;
  }

  private async change(prayed: boolean, me: number, postId: number): Promise<PrayerCountChange> {
    let row: PrayerCountChange | undefined;
    try {
      row = await prayers.changePrayer(this.db, prayed, me, postId);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(POST_NOT_FOUND);
      throw err;
    }
    if (row) return row;
    // Nothing changed: either the member may not see the post (404) or it is no prayer request (400).
    const target = await this.target(me, postId);
    if (!target.is_request) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
    throw new NotFoundException(POST_NOT_FOUND);
  }
}
