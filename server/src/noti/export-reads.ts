import { EntityManager } from 'typeorm';

/** One of the member's notifications, for their data export (export/). */
export interface ExportedNotification {
  notification_id: number;
  notification_type: string;
  actor_id: number | null;
  content: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

export function exportedNotifications(m: EntityManager, userId: number): Promise<ExportedNotification[]> {
  return m.query(
    `SELECT notification_id, notification_type, actor_id, content, link, created_at, read_at
       FROM notifications WHERE user_id = $1 ORDER BY created_at, notification_id`,
    [userId],
  );
}
