import { LRUCache } from 'lru-cache';
import { PostCard } from './post-card';

/** About 2 KB each: 10 000 cards hold the newest posts of a busy network in ~20 MB. */
export const CARD_CACHE_SIZE = 10_000;
const PAGE_SHAPES = 256;

/**
 * The inline comments a page showed: as a set, and as the int[] literal the next page statement
 * takes. Kept as text because pg would otherwise turn ~150 ids into that text on every request
 * (4 % of the API's CPU per feed page).
 */
export interface PageComments {
  readonly ids: ReadonlySet<number>;
  readonly literal: string;
}

const NO_COMMENTS: PageComments = { ids: new Set(), literal: '{}' };

/**
 * Rendered post cards of this process, least recently used first out. A card is only ever used
 * for the exact card_rev the database answers in the same request, so an entry is never stale:
 * a changed post simply misses and is read again (no invalidation messages, any number of API
 * processes). Also remembers, per page shape (first page, a given cursor, a given offset), the
 * inline comments the last such page showed: the next read of that shape asks for the reader's
 * likes among them in its first statement, and only comments outside them cost a second one.
 *
 * lru-cache keeps its order in preallocated index arrays: a read moves no Map entry, so the 50
 * reads of a page leave no garbage (a Map reordered by delete + set on each read was copied
 * over and over, and its copies cost full collections under feed load).
 */
export class PostCardCache {
  private readonly cards: LRUCache<number, PostCard>;
  private readonly commentsByShape = new LRUCache<string, PageComments>({ max: PAGE_SHAPES });

  constructor(capacity = CARD_CACHE_SIZE) {
    this.cards = new LRUCache({ max: capacity });
  }

  get(postId: number, rev: string): PostCard | undefined {
    const card = this.cards.get(postId);
    return card?.rev === rev ? card : undefined;
  }

  put(card: PostCard): void {
    this.cards.set(card.postId, card);
  }

  get size(): number {
    return this.cards.size;
  }

  /** The inline comments the last page of this shape showed (none when no such page was read yet). */
  commentsOf(shape: string): PageComments {
    return this.commentsByShape.get(shape) ?? NO_COMMENTS;
  }

  /** Kept as they are when the page showed the same comments as the last one, as it mostly does. */
  rememberComments(shape: string, commentIds: readonly number[]): void {
    const known = this.commentsByShape.get(shape);
    const same = known !== undefined && known.ids.size === commentIds.length && commentIds.every((id) => known.ids.has(id));
    if (!same) this.commentsByShape.set(shape, { ids: new Set(commentIds), literal: `{${commentIds.join(',')}}` });
  }
}
