import { PenApiError, type GroupCommentDto, type GroupDto } from '@pen/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { mergeComments } from '../group-text';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

export const COMMENT_PAGE_SIZE = 50;

/** GET /api/groups/group/{id}?limit=50: the group and the newest page of its thread. */
export function useGroup(groupId: number) {
  return useQuery({
    queryKey: groupKeys.detail(groupId),
    queryFn: async (): Promise<GroupDto> => (await pen.groups.getGroup({ path: { id: groupId }, query: { limit: COMMENT_PAGE_SIZE } })).group,
    enabled: Number.isInteger(groupId) && groupId > 0,
    // A missing group is an answer, not a hiccup: do not retry a 404.
    retry: (count, err) => !(err instanceof PenApiError && err.status === 404) && count < 1,
    // While one of my comments waits for its media, look again until it is ready (or failed: then
    // it waits for the member's Retry, which brings it back to processing).
    refetchInterval: (q) => (q.state.data?.comments.some((c) => c.media_state === 'processing') ? 3000 : false),
  });
}

/**
 * Older pages of the thread (…&cursor=): merged into the cached group below the loaded
 * comments, deduplicated by comment_id; `next_cursor` moves on with each page.
 */
export function useOlderComments(groupId: number) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const loadOlder = useCallback(
    async (cursor: string) => {
      setLoading(true);
      try {
        const page = (await pen.groups.getGroup({ path: { id: groupId }, query: { limit: COMMENT_PAGE_SIZE, cursor } })).group;
        client.setQueryData<GroupDto>(groupKeys.detail(groupId), (g) =>
          g ? { ...g, comments: mergeComments<GroupCommentDto>(g.comments, page.comments), next_cursor: page.next_cursor } : g,
        );
      } finally {
        setLoading(false);
      }
    },
    [client, groupId],
  );
  return { loadOlder, loading };
}
