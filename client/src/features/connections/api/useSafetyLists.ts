import { ListedMemberDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

export const blockedUsersQuery = {
  queryKey: connKeys.blocked(),
  queryFn: async (): Promise<ListedMemberDto[]> => (await pen.connections.blockedUsers()).users,
};

/** GET /api/conn/blocked-users: the members I blocked, newest first. */
export function useBlockedUsers() {
  return useQuery(blockedUsersQuery);
}

export const mutedUsersQuery = {
  queryKey: connKeys.muted(),
  queryFn: async (): Promise<ListedMemberDto[]> => (await pen.connections.mutedUsers()).users,
};

/** GET /api/conn/muted-users: the members I muted, newest first. */
export function useMutedUsers() {
  return useQuery(mutedUsersQuery);
}
