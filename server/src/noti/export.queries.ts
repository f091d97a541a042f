/** Member $1's notifications, oldest first (their data export); an anonymous author stays unnamed (actor_hidden). */
export const EXPORTED_NOTIFICATIONS_SQL = `SELECT notification_id, notification_type, CASE WHEN actor_hidden THEN NULL ELSE actor_id END AS actor_id, content, link, created_at, read_at
       FROM notifications WHERE user_id = $1 ORDER BY created_at, notification_id`;
