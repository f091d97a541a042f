import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '../i18n';

export const USER_MODES = ['none', 'single', 'in_relationship', 'engaged', 'married', 'community'] as const;
export type UserMode = (typeof USER_MODES)[number];
export const DEFAULT_PROFILE_PICTURE = 'uploads/profile_images/default-profile.png';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn({ name: 'user_id' })
  user_id: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'text', select: false })
  password_hash: string;

  @Column({ type: 'varchar', length: 100 })
  user_name: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  user_code: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  last_login: Date | null;

  @Column({ type: 'varchar', length: 20, default: 'user' })
  role: string;

  /** 'active' by default; 'deleted' once the member deleted the account (purged later); 'suspended' by an operator. */
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: string;

  /** When a timed suspension ends by itself (null: not suspended, or until an operator lifts it). */
  @Column({ type: 'timestamptz', nullable: true })
  suspended_until: Date | null;

  /** 'approved', or 'pending' while a registration made under REGISTRATION_MODE=approval waits for a moderator. */
  @Column({ type: 'varchar', length: 20, default: 'approved' })
  review_status: string;

  @Column({ type: 'varchar', length: 300, default: DEFAULT_PROFILE_PICTURE })
  profile_picture: string;

  @Column({ type: 'varchar', length: 700, default: 'User Bio' })
  bio: string;

  @Column({ type: 'varchar', length: 20, default: 'none' })
  mode: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** 1 means verified, as the spec's clients expect. */
  @Column({ type: 'smallint', default: 0 })
  verified: number;

  @Column({ type: 'boolean', default: true })
  receive_email_notifications: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  deleted_at: Date | null;

  /** The language Pen speaks to the member: `en` or `fi` (issue 41). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language: Language;

  /** When the member accepted the community rules at sign-up (issue 42); null when they did not say (API clients, older members). */
  @Column({ type: 'timestamptz', nullable: true })
  rules_accepted_at: Date | null;
}
