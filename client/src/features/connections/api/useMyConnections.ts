import { ConnectionUserDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

export const myConnectionsQuery = {
  queryKey: connKeys.myFriends(),
  queryFn: async (): Promise<ConnectionUserDto[]> => (await pen.connections.getUsersForMyConnections()).users,
};

/** GET /api/conn/get-users-for-my-connections: my friends, by name. */
export function useMyConnections() {
  return useQuery(myConnectionsQuery);
}
