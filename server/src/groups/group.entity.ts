import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CommentColumns } from '../common/comment-columns';

export const GROUP_VISIBILITIES = ['group_public', 'group_private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
export const GROUP_THEME_COLORS = [
  '#7da9d9', '#f0f0f0', '#0162a6', '#f4a261', '#e76f51', '#2a9d8f',
  '#e9c46a', '#8ab17d', '#b5838d', '#6d597a', '#ffb4a2', '#264653',
] as const;

@Entity('groups')
export class GroupEntity {
  @PrimaryGeneratedColumn({ name: 'group_id' })
  group_id: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 700 })
  description: string;

  @Column({ type: 'varchar', length: 7, default: '#7da9d9' })
  theme_color: string;

  @Column({ type: 'varchar', length: 15, default: 'group_public' })
  visibility: GroupVisibility;

  @Column({ type: 'boolean', default: true })
  is_active: boolean;

  @Column({ type: 'int' })
  host_user_id: number;

  @Column({ type: 'int', default: 0 })
  comment_count: number;

  @Column({ type: 'int', default: 0 })
  member_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Set when a moderator removed it: hidden from everyone (its author too), purged 30 days later. */
  @Column({ type: 'timestamptz', nullable: true })
  removed_at: Date | null;
}

export type GroupMemberStatus = 'pending' | 'accepted';
export type GroupMemberRole = 'member' | 'admin';

/** A pending row with inviter_id = user_id is a join request; with another inviter, an invitation. */
@Entity('group_members')
export class GroupMemberEntity {
  @PrimaryColumn({ type: 'int' })
  group_id: number;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: GroupMemberStatus;

  @Column({ type: 'varchar', length: 10, default: 'member' })
  role: GroupMemberRole;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joined_at: Date;

  @Column({ type: 'int' })
  inviter_id: number;

  @Column({ type: 'int' })
  invitee_id: number;
}

@Entity('group_comments')
export class GroupCommentEntity extends CommentColumns {
  @Column({ type: 'int' })
  group_id: number;
}

@Entity('group_comment_likes')
export class GroupCommentLikeEntity {
  @PrimaryColumn({ type: 'int' })
  comment_id: number;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
