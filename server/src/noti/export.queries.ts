/** Member $1's notifications, oldest first (their data export). */
export const EXPORTED_NOTIFICATIONS_SQL = `SELECT notification_id, notification_type, actor_id, content, link, created_at, read_at
       FROM notifications WHERE user_id = $1 ORDER BY created_at, notification_id`;
