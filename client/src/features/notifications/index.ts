// What other features may use of notifications: the live unread badge (the dashboard's bell, the app's navigation).
export { NavUnreadBadge, UnreadBadge } from './UnreadBadge';
export { NotificationAnnouncer } from './NotificationAnnouncer';
