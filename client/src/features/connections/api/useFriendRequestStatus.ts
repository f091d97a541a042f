import { FriendStatus } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

export function friendRequestStatusQuery(userId: number) {
  return {
    queryKey: connKeys.status(userId),
    queryFn: async (): Promise<FriendStatus> => (await pen.connections.friendRequestStatus({ path: { userId } })).status,
  };
}

/** GET /api/conn/friend-request-status/{userId}: the relationship as I see it. */
export function useFriendRequestStatus(userId: number) {
  return useQuery(friendRequestStatusQuery(userId));
}
