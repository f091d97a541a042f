import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from './api/useUnreadCount';
import { useLiveNotifications } from './useLiveNotifications';
import './unread-badge.css';

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The live unread count (spec: unread count badge on the menu); nothing when all is read. */
export function UnreadBadge() {
  const { t } = useLingui();
  useLiveNotifications();
  const { data } = useUnreadCount();
  const count = data?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge" aria-label={t({ message: plural(count, { one: '# unread notification', other: '# unread notifications' }) })}>
      {badgeText(count)}
    </span>
  );
}
