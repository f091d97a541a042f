// What other features may use of notifications: the live unread badge (the dashboard's bell; app/NavBadge.tsx loads it for the app's navigation).
export { UnreadBadge } from './UnreadBadge';
export { NotificationAnnouncer } from './NotificationAnnouncer';
