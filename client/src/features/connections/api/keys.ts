/** Query keys of the connections feature; one per resource so actions refresh exactly what changed. */
export const connKeys = {
  all: ['conn'] as const,
  requestsToMe: () => ['conn', 'friend-requests-to-me'] as const,
  myFriends: () => ['conn', 'my-connections'] as const,
  status: (userId: number) => ['conn', 'friend-request-status', userId] as const,
  blocked: () => ['conn', 'blocked-users'] as const,
  muted: () => ['conn', 'muted-users'] as const,
};
