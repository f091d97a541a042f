// What other features may use of notifications: the unread count and its live updates.
export { useUnreadCount } from './api/useUnreadCount';
export { useLiveNotifications } from './useLiveNotifications';
export { NotificationAnnouncer } from './NotificationAnnouncer';
