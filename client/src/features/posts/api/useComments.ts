import { useInfiniteQuery } from '@tanstack/react-query';
import { postKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** All comments of a post for its detail view: the newest 50, then older pages on demand. */
export function usePostComments(postId: number) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam }) => pen.posts.getComments({ path: { id: postId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
