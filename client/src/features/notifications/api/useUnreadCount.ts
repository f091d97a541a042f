import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** GET /api/noti/unread-notification-count; kept live by the event stream (useLiveNotifications). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => pen.notifications.unreadNotificationCount(),
    enabled,
    staleTime: 60_000,
  });
}
