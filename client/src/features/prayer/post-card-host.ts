import type { PostDto } from '@pen/sdk';
import type { ReactNode } from 'react';

/** A member as lists show them. */
export interface MemberRef {
  user_id: number;
  user_name: string;
  profile_picture: string;
}

/**
 * What a post card hands the prayer parts it shows: the posts feature's cache (a prayer or a
 * status change shows at once on every cached copy of the card) and its way of showing a member
 * and a date. Handed in, because posts' cards import prayer and prayer may not import posts back.
 */
export interface PostCardHost {
  /** Applies `change` at once wherever the post is cached, after stopping posts' queries in flight; answers how to undo it. */
  changeOptimistically(postId: number, change: (post: PostDto) => PostDto): Promise<() => void>;
  /** Applies the server's answer wherever the post is cached. */
  update(postId: number, change: (post: PostDto) => PostDto): void;
  /** Query key of who prayed for post `postId`: under posts' keys, so a change to the post refreshes it. */
  whoPrayedKey(postId: number): readonly unknown[];
  /** The member's picture and name, each opening their profile; the name gets `nameClassName`. */
  member(m: MemberRef, nameClassName: string): ReactNode;
  /** A date as cards show it ("5 min ago"). */
  date(iso: string): string;
}
