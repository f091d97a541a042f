import { useLiveNotifications, useUnreadCount } from '../notifications';

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The live unread count (spec: unread count badge on the menu); nothing when all is read. */
export function UnreadBadge() {
  useLiveNotifications();
  const { data } = useUnreadCount();
  const count = data?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge" aria-label={`${count} unread notifications`}>
      {badgeText(count)}
    </span>
  );
}
