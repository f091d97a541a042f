import { isoFromEpochMicros } from '../cursor';
import { PostCard, postJson, postPageJson, toPostCard } from './post-card';
import { PostCardCache } from './post-card-cache';
import { PostRow, toPostDto } from '../post-rows';
import { cutPage, PageRequest } from '../paging';
import { feedQuery, LIKED_COMMENTS_SQL, POSTS_BY_ID_SQL } from './feed.queries';

/** Runs one statement; `prepared` ones run as named prepared statements (queryPrepared). */
export type RunSql = <T>(sql: string, params: unknown[], prepared: boolean) => Promise<T[]>;

/** No member has this id: a card is read as nobody in particular sees it (no likes, no pending files). */
const NOBODY = 0;

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

type CardRow = PostRow & { card_rev: string };

/**
 * One feed page as PostPageDto JSON (UTF-8). feedQuery (feed.queries.ts) picks the page and the reader's
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
