import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys';
import { pen } from '../../../lib/sdk';

/**
 * PUT /api/noti/mark-notifications-read up to the newest notification shown. The list is not
 * refetched, so the cards the member is looking at still show what was new to them.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => pen.notifications.markNotificationsRead({ body: { upToId } }),
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount }),
  });
}
