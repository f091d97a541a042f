import { ConnectionsService, ListedMemberDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';

export const blockedUsersQuery = {
  queryKey: connKeys.blocked(),
  queryFn: async (): Promise<ListedMemberDto[]> => (await ConnectionsService.blockedUsers()).users,
};

/** GET /api/conn/blocked-users: the members I blocked, newest first. */
export function useBlockedUsers() {
  return useQuery(blockedUsersQuery);
}

export const mutedUsersQuery = {
  queryKey: connKeys.muted(),
  queryFn: async (): Promise<ListedMemberDto[]> => (await ConnectionsService.mutedUsers()).users,
};

/** GET /api/conn/muted-users: the members I muted, newest first. */
export function useMutedUsers() {
  return useQuery(mutedUsersQuery);
}
