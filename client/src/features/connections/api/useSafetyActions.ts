import { MessageDto, type ReportReason } from '@pen/sdk';
import { hashKey, QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

/**
 * A block hides posts, comments, group comments, likes, search hits and notifications, and ends
 * a friendship; a mute takes posts out of the feed and silences notifications. So after either
 * (and after undoing it) every query of the app is stale: the active ones (the feed, the page
 * being shown) reload at once, the others when next shown. The relationship and both lists
 * first, so the menus and /settings show the new state as soon as possible.
 */
async function refreshAfter(client: QueryClient, userId: number): Promise<void> {
  const first: ReadonlyArray<readonly unknown[]> = [connKeys.status(userId), connKeys.blocked(), connKeys.muted()];
  await Promise.all(first.map((queryKey) => client.invalidateQueries({ queryKey, exact: true })));
  const done = new Set(first.map((key) => hashKey(key)));
  // Not awaited: the action is done once the relationship is known; the rest reloads behind it.
  void client.invalidateQueries({ predicate: (query) => !done.has(query.queryHash) });
}

function useSafetyAction(call: (targetUserId: number) => Promise<MessageDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, userId) => refreshAfter(client, userId),
  });
}

/** POST /api/conn/block-user */
export const useBlockUser = () => useSafetyAction((targetUserId) => pen.connections.blockUser({ body: { targetUserId } }));

/** POST /api/conn/unblock-user */
export const useUnblockUser = () => useSafetyAction((targetUserId) => pen.connections.unblockUser({ body: { targetUserId } }));

/** POST /api/conn/mute-user */
export const useMuteUser = () => useSafetyAction((targetUserId) => pen.connections.muteUser({ body: { targetUserId } }));

/** POST /api/conn/unmute-user */
export const useUnmuteUser = () => useSafetyAction((targetUserId) => pen.connections.unmuteUser({ body: { targetUserId } }));

/** POST /api/conn/report-user, with the reason and details from the report dialog (nothing to refresh). */
export const useReportUser = () =>
  useMutation({
    mutationFn: ({ targetUserId, ...fields }: { targetUserId: number; reason: ReportReason; details?: string; ruleId?: number }) =>
      pen.connections.reportUser({ body: { targetUserId, ...fields } }),
  });
