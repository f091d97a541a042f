import { PostRow, toPostDto } from '../post-rows';

const IS_LIKED_KEY = ',"is_liked":';
const LIKED = Buffer.from(`${IS_LIKED_KEY}true`);
const NOT_LIKED = Buffer.from(`${IS_LIKED_KEY}false`);
const PRAYED = Buffer.from(',"is_prayed":true');
const NOT_PRAYED = Buffer.from(',"is_prayed":false');
const COMMENTS_OPEN = Buffer.from(',"comments":[');
const COMMENTS_CLOSE = Buffer.from(']}');
const COMMA = Buffer.from(',');
const PAGE_OPEN = Buffer.from('{"posts":[');

/** A comment of a card as UTF-8 JSON, cut where the reader's `is_liked` goes. */
export interface CardComment {
  id: number;
  /** The commenter: a reader separated from them by a block does not see the comment. */
  userId: number;
  head: Buffer;
  tail: Buffer;
}

/**
 * A post as everyone sees it (no reader's likes or prayers, only ready media and comments), kept
 * as UTF-8 JSON with the places a reader changes cut out: the post's `is_liked` and `is_prayed`,
 * and each inline comment's `is_liked`. Kept as bytes, not text: a page is then copied together from them, where a page of
 * text had to be flattened, measured and encoded as it was sent (132 → 49 µs per page of 50).
 * `rev` is the post's card_rev when the card was read: the same (posts_id, card_rev) is always
 * the same card (see the PostCardRevision migration).
 */
export interface PostCard {
  postId: number;
  rev: string;
  /** The post's JSON up to its `is_liked`, which with `is_prayed` and `comments` closes every post (toPostDto). */
  head: Buffer;
  comments: CardComment[];
}

export function toPostCard(row: PostRow & { card_rev: string }): PostCard {
  const { is_liked: _liked, is_prayed: _prayed, comments, ...rest } = toPostDto(row);
  return {
    postId: row.posts_id,
    rev: row.card_rev,
    head: Buffer.from(JSON.stringify(rest).slice(0, -1)),
    comments: comments.map((c) => {
      // A string value cannot hold an unescaped quote, so the first match is the key itself.
      const json = JSON.stringify(c);
      const at = json.indexOf(IS_LIKED_KEY);
      const valueEnd = at + IS_LIKED_KEY.length + (json.startsWith('true', at + IS_LIKED_KEY.length) ? 4 : 5);
      return { id: c.comment_id, userId: c.user_id, head: Buffer.from(json.slice(0, at)), tail: Buffer.from(json.slice(valueEnd)) };
    }),
  };
}

/**
 * The card as `reader` sees it, as the pieces of its JSON: together the same bytes
 * JSON.stringify(toPostDto(row)) gives for that reader's row.
 */
export function postJson(
  card: PostCard,
  isLiked: boolean,
  isPrayed: boolean,
  likedComments: ReadonlySet<number>,
  hiddenAuthors?: ReadonlySet<number>,
): Buffer[] {
  const parts = [card.head, isLiked ? LIKED : NOT_LIKED, isPrayed ? PRAYED : NOT_PRAYED, COMMENTS_OPEN];
  let shown = 0;
  for (const c of card.comments) {
    if (hiddenAuthors?.has(c.userId)) continue;
    if (shown++ > 0) parts.push(COMMA);
    parts.push(c.head, likedComments.has(c.id) ? LIKED : NOT_LIKED, c.tail);
  }
  parts.push(COMMENTS_CLOSE);
  return parts;
}

/** A PostPageDto as UTF-8 JSON from the pieces of its posts' JSON. */
export function postPageJson(posts: Buffer[][], nextCursor: string | null): Buffer {
  const parts: Buffer[] = [PAGE_OPEN];
  posts.forEach((post, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(...post);
  });
  parts.push(Buffer.from(`],"nextCursor":${JSON.stringify(nextCursor)}}`));
  return Buffer.concat(parts);
}
