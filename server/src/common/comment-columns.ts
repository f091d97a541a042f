import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/** The columns a post's comment and a group's comment both have (comments and group_comments). */
export abstract class CommentColumns {
  @PrimaryGeneratedColumn({ name: 'comment_id' })
  comment_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 2000, default: '' })
  content: string;

  @Column({ type: 'boolean', default: true })
  is_ready: boolean;

  @Column({ type: 'int', default: 0 })
  like_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Set when a moderator removed it: hidden from everyone (its author too), purged 30 days later. */
  @Column({ type: 'timestamptz', nullable: true })
  removed_at: Date | null;

  /** Held for a moderator's approval (a watched word, issue 42): not ready meanwhile, so shown to its author only. */
  @Column({ type: 'timestamptz', nullable: true })
  held_at: Date | null;

  /** Still waiting for its media (created with isReady false): approving a held comment shows it only once they are done. */
  @Column({ type: 'boolean', default: false })
  media_pending: boolean;
}
