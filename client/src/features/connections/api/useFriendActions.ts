import { FriendActionDto, FriendStatus } from '@pen/sdk';
import { QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** After any answer: the relationship with that member is known, and both lists are reloaded. */
function settle(client: QueryClient, userId: number, status: FriendStatus): Promise<void> {
  client.setQueryData(connKeys.status(userId), status);
  return Promise.all([
    client.invalidateQueries({ queryKey: connKeys.requestsToMe() }),
    client.invalidateQueries({ queryKey: connKeys.myFriends() }),
  ]).then(() => undefined);
}

/**
 * Callbacks given here run even when the component that started the action re-mounts meanwhile
 * (callbacks passed to mutate() are dropped then), so the member always sees the outcome.
 */
export interface FriendActionHandlers {
  onSuccess?: (answer: FriendActionDto) => void;
  onError?: (err: unknown) => void;
}

function useFriendAction(call: (userId: number) => Promise<FriendActionDto>, handlers: FriendActionHandlers = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, userId) => {
      handlers.onSuccess?.(answer);
      return settle(client, userId, answer.status);
    },
    onError: (err) => handlers.onError?.(err),
  });
}

/** POST /api/conn/send-friend-request (becomes a friendship when they already asked me). */
export const useSendFriendRequest = (handlers?: FriendActionHandlers) =>
  useFriendAction((receiverId) => pen.connections.sendFriendRequest({ body: { receiverId } }), handlers);

/** POST /api/conn/accept-friend-request */
export const useAcceptFriendRequest = () => useFriendAction((senderId) => pen.connections.acceptFriendRequest({ body: { senderId } }));

/** POST /api/conn/decline-friend-request */
export const useDeclineFriendRequest = () => useFriendAction((senderId) => pen.connections.declineFriendRequest({ body: { senderId } }));

/** POST /api/conn/remove-friend (the status then reads `declined`, as the spec's client shows it). */
export const useRemoveFriend = () => useFriendAction((friendId) => pen.connections.removeFriend({ body: { friendId } }));
