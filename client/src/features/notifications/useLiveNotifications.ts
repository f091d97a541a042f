import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from './api/keys';
import { liveNotifications } from './live-stream';

/** Keeps the unread count (and the list, when it is loaded) up to date while mounted. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveNotifications.subscribe((event) => {
        queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount: event.unreadCount });
        if (event.type === 'notification') void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }),
    [queryClient],
  );
}
