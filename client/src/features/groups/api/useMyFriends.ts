import { type ConnectionUserDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** GET /api/conn/get-users-for-my-connections: the people one may invite to a group. */
export function useMyFriends(enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.friends(),
    queryFn: async (): Promise<ConnectionUserDto[]> => (await pen.connections.getUsersForMyConnections()).users,
    enabled,
  });
}
