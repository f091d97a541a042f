import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBetween } from '../conn/conn.queries';
import { isReferenceGone, queryPrepared } from '../database/prepared';
import { DomainEventsService } from '../common/domain-events.service';
import { cursorTimestampSql, cutPage, pageRequest, POST_NOT_FOUND } from '../posts';
import { ACTIVE_AUTHOR_JOIN, POST_VISIBLE_TO_ME, POSTS_TABLE } from '../posts/posts.queries';
import { activeMemberJoin } from '../users/users.queries';
import { PrayAnswerDto, PrayedMemberDto, PrayersPageDto } from './prayer.dto';
import { ONLY_AUTHOR_PRAYERS, ONLY_PRAYER_REQUESTS } from './prayer-messages';
import { PRAYER_POST_TYPES_SQL } from './prayer.queries';

/** Members per page of "who prayed". */
export const PRAYERS_PAGE_SIZE = 50;

/** Post $2 if member $1 may see it, with what decides whether it can be prayed for. */
const TARGET = `SELECT p.posts_id, p.user_id, p.post_type IN ${PRAYER_POST_TYPES_SQL} AS is_request
    FROM ${POSTS_TABLE} p ${ACTIVE_AUTHOR_JOIN} WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}`;

/**
 * "I prayed", as likes are done (LikesService): one statement checks that the member may see the
 * request, inserts (ON CONFLICT DO NOTHING) or deletes the member's row and moves prayer_count by
 * exactly the rows that changed, so repeated and concurrent calls keep the count equal to the
 * rows. A post that is not a prayer request changes nothing; the statement then answers no row,
 * and only then a second read tells 404 from 400.
 */
export const PRAY_SQL = `WITH target AS (${TARGET}),
   changed AS (INSERT INTO post_prayers (post_id, user_id) SELECT posts_id, $1 FROM target WHERE is_request
               ON CONFLICT DO NOTHING RETURNING 1)
   UPDATE ${POSTS_TABLE} SET prayer_count = prayer_count + (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1
    WHERE posts_id = (SELECT posts_id FROM target WHERE is_request)
   RETURNING prayer_count, (SELECT count(*) FROM changed)::int AS changed`;

export const UNPRAY_SQL = `WITH target AS (${TARGET}),
   changed AS (DELETE FROM post_prayers WHERE post_id = (SELECT posts_id FROM target WHERE is_request) AND user_id = $1 RETURNING 1)
   UPDATE ${POSTS_TABLE} SET prayer_count = prayer_count - (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1
    WHERE posts_id = (SELECT posts_id FROM target WHERE is_request)
   RETURNING prayer_count, (SELECT count(*) FROM changed)::int AS changed`;

/**
 * Who prayed for request $2, most recent first (post_prayers_post_idx), as reader $1 may see them:
 * active members not separated from the reader by a block either way.
 */
function prayersPageSql(after: boolean): string {
  return `SELECT pr.user_id, u.user_name, u.profile_picture, pr.prayed_at, ${cursorTimestampSql('pr.prayed_at')} AS cursor_ts
     FROM post_prayers pr ${activeMemberJoin('u', 'pr.user_id')}
    WHERE pr.post_id = $2 AND ${notBlockedBetween('$1', 'pr.user_id')}
      ${after ? 'AND (pr.prayed_at, pr.user_id) < ($3::timestamptz, $4::int)' : ''}
    ORDER BY pr.prayed_at DESC, pr.user_id DESC LIMIT ${PRAYERS_PAGE_SIZE + 1}`;
}

interface CountChange {
  prayer_count: number;
  changed: number;
}

@Injectable()
export class PrayersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async pray(me: number, postId: number): Promise<PrayAnswerDto> {
    const result = await this.change(PRAY_SQL, me, postId);
    if (result.changed > 0) this.events.publish('post.prayed', { postId, actorId: me });
    return { prayer_count: result.prayer_count, is_prayed: true };
  }

  async unpray(me: number, postId: number): Promise<PrayAnswerDto> {
    const result = await this.change(UNPRAY_SQL, me, postId);
    return { prayer_count: result.prayer_count, is_prayed: false };
  }

  /** The author's list of who prayed; 403 for anyone else who may see the request, 404 for those who may not. */
  async prayers(me: number, postId: number, cursor: string | undefined): Promise<PrayersPageDto> {
    const target = await this.target(me, postId);
    if (!target.is_request) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
    if (target.user_id !== me) throw new ForbiddenException(ONLY_AUTHOR_PRAYERS);
    const { after } = pageRequest({ cursor });
    const params: unknown[] = after ? [me, postId, after.createdAt, after.id] : [me, postId];
    const rows = await queryPrepared<PrayedMemberDto & { cursor_ts: string }>(this.db, prayersPageSql(after !== null), params);
    const page = cutPage(rows, PRAYERS_PAGE_SIZE, (r) => ({ createdAt: r.cursor_ts, id: r.user_id }));
    return {
      members: page.rows.map(({ user_id, user_name, profile_picture, prayed_at }) => ({ user_id, user_name, profile_picture, prayed_at })),
      nextCursor: page.nextCursor,
    };
  }

  private async target(me: number, postId: number): Promise<{ posts_id: number; user_id: number; is_request: boolean }> {
    const [row] = await queryPrepared<{ posts_id: number; user_id: number; is_request: boolean }>(this.db, TARGET, [me, postId]);
    if (!row) throw new NotFoundException(POST_NOT_FOUND);
    return row;
  }

  private async change(sql: string, me: number, postId: number): Promise<CountChange> {
    let rows: CountChange[];
    try {
      rows = await queryPrepared<CountChange>(this.db, sql, [me, postId]);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(POST_NOT_FOUND);
      throw err;
    }
    if (rows.length > 0) return rows[0];
    // Nothing changed: either the member may not see the post (404) or it is no prayer request (400).
    const target = await this.target(me, postId);
    if (!target.is_request) throw new BadRequestException(ONLY_PRAYER_REQUESTS);
    throw new NotFoundException(POST_NOT_FOUND);
  }
}
