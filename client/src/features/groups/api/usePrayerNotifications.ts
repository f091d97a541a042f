import type { GroupPrayerNotificationsDto } from '@pen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

export type PrayerLevel = GroupPrayerNotificationsDto['level'];

/** GET /api/groups/{groupId}/prayer-notifications: what the group's new prayer requests notify me of. */
export function usePrayerNotifications(groupId: number) {
  return useQuery({
    queryKey: groupKeys.prayerNotifications(groupId),
    queryFn: () => pen.groups.getGroupPrayerNotifications({ path: { groupId } }),
  });
}

/** PUT /api/groups/{groupId}/prayer-notifications; the answer is the saved level. */
export function useSetPrayerNotifications(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: PrayerLevel) => pen.groups.setGroupPrayerNotifications({ path: { groupId }, body: { level } }),
    onSuccess: (answer) => client.setQueryData(groupKeys.prayerNotifications(groupId), answer),
  });
}
