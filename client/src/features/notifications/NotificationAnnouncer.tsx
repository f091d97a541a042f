import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { liveNotifications } from './live-stream';

/**
 * Tells screen readers that a notification arrived while the page is open (issue 41): a polite
 * live region, present before anything is said in it, as live regions must be.
 */
export function NotificationAnnouncer() {
  const { t } = useLingui();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(
    () =>
      liveNotifications.subscribe((event) => {
        if (event.type === 'notification') setUnread(event.unreadCount);
      }),
    [],
  );
  const text = unread === null ? '' : t`New notification. ${unread} unread.`;
  return (
    <div className="visually-hidden" role="status" data-testid="notification-announcer">
      {text}
    </div>
  );
}
