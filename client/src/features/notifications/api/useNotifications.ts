import { UserNotificationsDto } from '@pen/sdk';
import { InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys';
import { pen } from '../../../lib/sdk';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/noti/user-notifications, newest first, page by page. */
export function useNotifications() {
  return useInfiniteQuery<UserNotificationsDto, Error, InfiniteData<UserNotificationsDto>, readonly string[], string | undefined>({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => pen.notifications.userNotifications({ query: { limit: NOTIFICATIONS_PAGE_SIZE, cursor: pageParam } }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
