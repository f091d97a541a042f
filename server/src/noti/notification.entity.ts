import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const NOTIFICATION_TYPES = [
  'like', 'comment', 'group_comment', 'group_join_request', 'invitation', 'follow', 'follow_accept', 'mention', 'message',
  // From the operators (issue #29): to an author whose content was removed or who was warned, and to each reporter of a resolved case.
  'moderation', 'report_resolved',
  // Prayer reminders and check-ins (issue #33): the daily reminder of a member's commitments, and
  // "Is this still a prayer need?" to the author of an open request.
  'prayer_reminder', 'prayer_checkin',
  // Prayer (issue #33): someone prayed for the member's request (grouped), a request they prayed
  // for or committed to was answered, one they committed to was closed (their commitment ended).
  'prayer', 'prayer_answered', 'prayer_closed',
  // A new prayer or emergency request in a group, to the members whose level asks for it (issue 44).
  'group_prayer',
  // A care team member is reaching out to the author of an emergency request (issue 44).
  'care_reach_out',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

@Entity('notifications')
export class NotificationEntity {
  @PrimaryGeneratedColumn({ name: 'notification_id' })
  notification_id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'int', nullable: true })
  actor_id: number | null;

  @Column({ type: 'varchar', length: 30 })
  notification_type: NotificationType;

  @Column({ type: 'varchar', length: 300, nullable: true })
  link: string | null;

  @Column({ type: 'varchar', length: 500 })
  content: string;

  /** Identifies the action (e.g. like:post:12:by:7) so one action never notifies twice. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  dedupe_key: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  read_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailed_at: Date | null;

  /** Set while the content it is about is removed by a moderator: left out of the list (setNotificationsHiddenAbout). */
  @Column({ type: 'timestamptz', nullable: true })
  hidden_at: Date | null;
}
