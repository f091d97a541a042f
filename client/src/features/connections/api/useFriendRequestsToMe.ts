import { ConnectionsService, FriendRequestDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { connKeys } from './keys';

export const friendRequestsToMeQuery = {
  queryKey: connKeys.requestsToMe(),
  queryFn: async (): Promise<FriendRequestDto[]> => (await ConnectionsService.friendRequestsToMe()).requests,
};

/** GET /api/conn/friend-requests-to-me: pending requests sent to me, newest first. */
export function useFriendRequestsToMe() {
  return useQuery(friendRequestsToMeQuery);
}
