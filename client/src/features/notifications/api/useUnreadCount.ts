import { NotiService } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys';

/** GET /api/noti/unread-notification-count; kept live by the event stream (useLiveNotifications). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => NotiService.unreadNotificationCount(),
    enabled,
    staleTime: 60_000,
  });
}
