import { blockedEitherWayIds, isFriendOf, notBlockedBetween, notMutedBy } from '../../conn/conn.queries';
import { sqlInt, statementText } from '../../database/prepared';
import { epochMicrosSql, isoFromEpochMicros, KeysetPosition } from '../cursor';
import { PostCard, postJson, postPageJson, toPostCard } from './post-card';
import { PostCardCache } from './post-card-cache';
import { ACTIVE_AUTHOR_JOIN, POST_COLUMNS, postExtrasSql, PostRow, toPostDto } from '../post-rows';
import { cutPage, PageRequest } from '../paging';
import { READER_PRAYERS_ON_PAGE } from '../../prayer/prayer.queries';

/** Runs one statement; `prepared` ones run as named prepared statements (queryPrepared). */
export type RunSql = <T>(sql: string, params: unknown[], prepared: boolean) => Promise<T[]>;

export const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.posts_id DESC';
const PAGE_COLUMNS = `p.posts_id, p.user_id, p.created_at, p.card_rev, p.prayer_status IS NOT NULL AS is_request,
  ${epochMicrosSql('p.created_at')} AS cursor_us`;
/**
 * The author is active: a column of the post kept by the database (migration PostAuthorActive),
 * so the index walk filters on the row it reads. Looking the author up for each candidate post
 * was about a third of the statement's cost (a join was worse: the planner puts a Memoize node on
 * users, sized for the whole index walk and zeroed at every execution).
 */
const AUTHOR_ACTIVE = `p.author_active`;
/** No member has this id: a card is read as nobody in particular sees it (no likes, no pending files). */
const NOBODY = 0;

/** `AND (created_at, posts_id) < position` with the position's parameters appended to `params`. */
export function olderThan(after: KeysetPosition | null, params: unknown[]): string {
  if (!after) return '';
  params.push(after.createdAt, after.id);
  return `AND (p.created_at, p.posts_id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`;
}

/**
 * The reader's likes among the page's posts, read once for the page: their likes between its
 * lowest and highest post id are one range of post_likes_user_post_idx. Post ids grow with
 * created_at, so that range holds the page's posts and those the reader cannot see between them;
 * it is never more than the reader's own likes. (One primary-key probe per post cost 51 index
 * descents: ~12 % of the statement.)
 */
const READER_LIKES_ON_PAGE = `ARRAY(SELECT lk.posts_id FROM post_likes lk
      WHERE lk.user_id = $1 AND lk.posts_id BETWEEN (SELECT min(posts_id) FROM page) AND (SELECT max(posts_id) FROM page))`;


interface FeedEntry {
  posts_id: number;
  card_rev: string;
  /**
   * created_at in microseconds since 1970: only the page's last post needs the cursor's ISO form,
   * rendered here (to_char on every row was ~8 % of the statement's cost).
   */
  cursor_us: string;
  is_liked: boolean;
  is_prayed: boolean;
  /** The reader wrote the post, or has a comment on it still waiting for media: not the shared card. */
  personal: boolean;
  /** The reader's likes among the comment ids given as $2 (the same on every row). */
  liked_comments: number[];
  /** Members separated from the reader by a block, either way: their inline comments are left out (the same on every row). */
  blocked_ids: number[];
}

/**
 * Which posts are on the reader's feed page, and what of them is the reader's own: own posts,
 * public posts and friends-only posts of friends, of active members, newest first, none by a
 * member the reader muted or with whom a block stands either way (primary-key probes per
 * candidate post, in blocks and mutes), none a moderator removed. The ready
 * posts come from posts_feed_idx (partial on is_ready and removed_at IS NULL), walked in order and stopped after the
 * page; the reader's own posts still waiting for media are a second, tiny branch on
 * posts_author_idx; both are merged in order, one row more than the page for nextCursor. The
 * page is fixed first (MATERIALIZED) so the per-row reads run for its rows only. $1 is the
 * reader, $2 comment ids whose likes by the reader to answer, as an int[] literal such as
 * `{4,9}` (PostCardCache.commentsOf).
 */
export function feedQuery(me: number, page: PageRequest, commentIds = '{}'): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, commentIds];
  const after = olderThan(page.after, params);
  const build = () => feedSql(page, after);
  // Offset pages are not prepared, so their texts are not kept either.
  const sql = page.offset === 0 ? statementText(`feed:${page.limit}:${after ? 'after' : 'first'}`, build) : build();
  return { sql, params };
}

function feedSql(page: PageRequest, after: string): string {
  const branchLimit = sqlInt(page.offset + page.limit + 1);
  return `WITH page AS MATERIALIZED (
      SELECT x.* FROM (
        (SELECT ${PAGE_COLUMNS} FROM posts p
          WHERE p.is_ready AND p.removed_at IS NULL AND ${AUTHOR_ACTIVE}
            AND (p.visibility = 'public' OR p.user_id = $1
                 OR ${isFriendOf('$1', 'p.user_id')})
            AND ${notBlockedBetween('$1', 'p.user_id')} AND ${notMutedBy('$1', 'p.user_id')}
            ${after}
          ${NEWEST_FIRST} LIMIT ${branchLimit})
        UNION ALL
        (SELECT ${PAGE_COLUMNS} FROM posts p
          WHERE p.user_id = $1 AND NOT p.is_ready AND p.removed_at IS NULL AND ${AUTHOR_ACTIVE} ${after}
          ${NEWEST_FIRST} LIMIT ${branchLimit})
      ) x
      ORDER BY x.created_at DESC, x.posts_id DESC OFFSET ${sqlInt(page.offset)} LIMIT ${sqlInt(page.limit + 1)})
    SELECT page.posts_id, page.card_rev, page.cursor_us,
      page.posts_id = ANY(${READER_LIKES_ON_PAGE}) AS is_liked,
      (page.is_request AND page.posts_id = ANY(${READER_PRAYERS_ON_PAGE})) AS is_prayed,
      (page.user_id = $1 OR EXISTS (SELECT 1 FROM comments c WHERE c.user_id = $1 AND c.post_id = page.posts_id AND NOT c.is_ready)) AS personal,
      ARRAY(SELECT cl.comment_id FROM comment_likes cl WHERE cl.user_id = $1 AND cl.comment_id = ANY($2::int[])) AS liked_comments,
      ${blockedEitherWayIds('$1')} AS blocked_ids
    FROM page ORDER BY page.created_at DESC, page.posts_id DESC`;
}

/** Posts $2 (ids) complete with media and newest comments as reader $1 sees them, with their card_rev. */
export const POSTS_BY_ID_SQL = `SELECT x.*, ${postExtrasSql('x')} FROM (
    SELECT ${POST_COLUMNS}, p.card_rev FROM posts p ${ACTIVE_AUTHOR_JOIN}
     WHERE p.posts_id = ANY($2::int[])) x`;

/** Of comments $2, those reader $1 likes. */
export const LIKED_COMMENTS_SQL = `SELECT comment_id FROM comment_likes WHERE user_id = $1 AND comment_id = ANY($2::int[])`;

type CardRow = PostRow & { card_rev: string };

/**
 * One feed page as PostPageDto JSON (UTF-8). The statement above picks the page and the reader's
 * own parts; each post's card comes from `cache` when it holds that post's current card_rev,
 * else all missing cards are read in one statement (as nobody sees them) and kept. Posts the
 * reader wrote, or has a comment pending on, are read for the reader alone. The reader's likes of
 * inline comments come with the first statement for the comments the last page of the same shape
 * showed, and with one more statement for any others.
 */
export async function readFeedPage(run: RunSql, cache: PostCardCache, me: number, page: PageRequest): Promise<Buffer> {
  const shape = `${page.limit}:${page.offset}:${page.after ? `${page.after.createdAt}/${page.after.id}` : ''}`;
  const asked = cache.commentsOf(shape);
  const { sql, params } = feedQuery(me, page, asked.literal);
  const { rows: entries, nextCursor } = cutPage(await run<FeedEntry>(sql, params, page.offset === 0), page.limit, (r) => ({
    createdAt: isoFromEpochMicros(r.cursor_us),
    id: r.posts_id,
  }));

  const cards = new Map<number, PostCard>();
  const missing: number[] = [];
  const personal: number[] = [];
  for (const e of entries) {
    if (e.personal) {
      personal.push(e.posts_id);
      continue;
    }
    const card = cache.get(e.posts_id, e.card_rev);
    if (card) cards.set(e.posts_id, card);
    else missing.push(e.posts_id);
  }
  const [fresh, own] = await Promise.all([
    missing.length ? run<CardRow>(POSTS_BY_ID_SQL, [NOBODY, missing], true) : ([] as CardRow[]),
    personal.length ? run<CardRow>(POSTS_BY_ID_SQL, [me, personal], true) : ([] as CardRow[]),
  ]);
  for (const row of fresh) {
    const card = toPostCard(row);
    cache.put(card);
    cards.set(card.postId, card);
  }

  const liked = new Set<number>(entries[0]?.liked_comments ?? []);
  const blocked = entries[0]?.blocked_ids.length ? new Set<number>(entries[0].blocked_ids) : undefined;
  const shown: number[] = [];
  const unasked: number[] = [];
  for (const card of cards.values()) {
    for (const c of card.comments) {
      shown.push(c.id);
      if (!asked.ids.has(c.id)) unasked.push(c.id);
    }
  }
  if (unasked.length) {
    for (const r of await run<{ comment_id: number }>(LIKED_COMMENTS_SQL, [me, unasked], true)) liked.add(r.comment_id);
  }
  cache.rememberComments(shape, shown);

  const ownJson = new Map(own.map((row) => [row.posts_id, [Buffer.from(JSON.stringify(toPostDto(row)))]]));
  const posts: Buffer[][] = [];
  for (const e of entries) {
    const card = cards.get(e.posts_id);
    // A post missing from both went away (deleted, or its author left) between the statements.
    const json = card ? postJson(card, e.is_liked, e.is_prayed, liked, blocked) : ownJson.get(e.posts_id);
    if (json !== undefined) posts.push(json);
  }
  return postPageJson(posts, nextCursor);
}
