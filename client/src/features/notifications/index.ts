// What other features may use of notifications: the unread count, its live updates and its badge.
export { useUnreadCount } from './api/useUnreadCount';
export { useLiveNotifications } from './useLiveNotifications';
export { NavUnreadBadge, UnreadBadge } from './UnreadBadge';
