/** Query keys of the groups feature. */
export const groupKeys = {
  all: ['groups'] as const,
  mine: () => ['groups', 'my-groups'] as const,
  search: (q: string) => ['groups', 'search', q] as const,
  detail: (groupId: number) => ['groups', 'group', groupId] as const,
  friends: () => ['groups', 'my-connections'] as const,
  prayerNotifications: (groupId: number) => ['groups', 'prayer-notifications', groupId] as const,
};
