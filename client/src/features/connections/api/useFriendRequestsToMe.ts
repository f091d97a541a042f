import { FriendRequestDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

export const friendRequestsToMeQuery = {
  queryKey: connKeys.requestsToMe(),
  queryFn: async (): Promise<FriendRequestDto[]> => (await pen.connections.friendRequestsToMe()).requests,
};

/** GET /api/conn/friend-requests-to-me: pending requests sent to me, newest first. */
export function useFriendRequestsToMe() {
  return useQuery(friendRequestsToMeQuery);
}
