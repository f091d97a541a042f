import { PostRow, toPostDto } from './post-rows';

const IS_LIKED_KEY = ',"is_liked":';

/** A comment of a card as JSON text, cut where the reader's `is_liked` goes. */
export interface CardComment {
  id: number;
  head: string;
  tail: string;
}

/**
 * A post as everyone sees it (no reader's likes, only ready media and comments), kept as JSON
 * text with the two places a reader changes cut out: the post's `is_liked` and each inline
 * comment's. `rev` is the post's card_rev when the card was read: the same (posts_id, card_rev)
 * is always the same card (see the PostCardRevision migration).
 */
export interface PostCard {
  postId: number;
  rev: string;
  /** The post's JSON up to its `is_liked`, which with `comments` closes every post (toPostDto). */
  head: string;
  comments: CardComment[];
}

export function toPostCard(row: PostRow & { card_rev: string }): PostCard {
  const { is_liked: _liked, comments, ...rest } = toPostDto(row);
  return {
    postId: row.posts_id,
    rev: row.card_rev,
    head: JSON.stringify(rest).slice(0, -1),
    comments: comments.map((c) => {
      // A string value cannot hold an unescaped quote, so the first match is the key itself.
      const json = JSON.stringify(c);
      const at = json.indexOf(IS_LIKED_KEY);
      const valueEnd = at + IS_LIKED_KEY.length + (json.startsWith('true', at + IS_LIKED_KEY.length) ? 4 : 5);
      return { id: c.comment_id, head: json.slice(0, at), tail: json.slice(valueEnd) };
    }),
  };
}

/** The card as `reader` sees it: the same text JSON.stringify(toPostDto(row)) gives for that reader's row. */
export function postJson(card: PostCard, isLiked: boolean, likedComments: ReadonlySet<number>): string {
  let comments = '';
  for (const c of card.comments) {
    comments += `${comments ? ',' : ''}${c.head}${IS_LIKED_KEY}${likedComments.has(c.id)}${c.tail}`;
  }
  return `${card.head}${IS_LIKED_KEY}${isLiked},"comments":[${comments}]}`;
}

/** A PostPageDto as JSON text from its posts' JSON texts. */
export function postPageJson(posts: string[], nextCursor: string | null): string {
  return `{"posts":[${posts.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
