import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const POST_VISIBILITIES = ['public', 'friends', 'group'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];
export const POST_TYPES = ['normal', 'pray_request', 'emergency_pray_request'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Who may comment on a post (issue 44): everyone who sees it, the author's friends, or nobody ("I prayed" and likes only). */
export const COMMENT_POLICIES = ['everyone', 'friends', 'none'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];
/** A prayer request's status (null on other posts); the prayer module changes it. */
export const PRAYER_STATUSES = ['open', 'answered', 'closed'] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];
/** none: no media; processing: waiting for the media jobs; ready; failed: shown to its author only. */
export type MediaState = 'none' | 'processing' | 'ready' | 'failed';

@Entity('posts')
export class PostEntity {
  @PrimaryGeneratedColumn({ name: 'posts_id' })
  posts_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 5000, default: '' })
  content: string;

  @Column({ type: 'varchar', length: 10, default: 'public' })
  visibility: PostVisibility;

  /** With `visibility` 'group': the group whose accepted members alone see it (issue 44). */
  @Column({ type: 'int', nullable: true })
  group_id: number | null;

  @Column({ type: 'varchar', length: 30, default: 'normal' })
  post_type: PostType;

  /** Only ready posts are shown to anyone but their author. */
  @Column({ type: 'boolean', default: true })
  is_ready: boolean;

  @Column({ type: 'varchar', length: 12, default: 'none' })
  media_state: MediaState;

  @Column({ type: 'int', default: 0 })
  like_count: number;

  @Column({ type: 'int', default: 0 })
  comment_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** An anonymous prayer request (issue 44): its author is shown to nobody but themselves. */
  @Column({ type: 'boolean', default: false })
  anonymous: boolean;

  @Column({ type: 'varchar', length: 10, default: 'everyone' })
  comment_policy: CommentPolicy;

  /** A request for a third party, published with the author's confirmation of their consent. */
  @Column({ type: 'boolean', default: false })
  for_someone_else: boolean;

  /** Set when a moderator removed it: hidden from everyone (its author too), purged 30 days later. */
  @Column({ type: 'timestamptz', nullable: true })
  removed_at: Date | null;

  /**
   * Held for a moderator's approval (a watched word's `require_approval`, issue 42): while set the
   * post is not ready (`is_ready` false), so every read shows it to its author only.
   */
  @Column({ type: 'timestamptz', nullable: true })
  held_at: Date | null;
}
