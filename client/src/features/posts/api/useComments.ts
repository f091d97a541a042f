import { PostsService } from '@pen/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import { postKeys } from './keys';

/** All comments of a post for its detail view: the newest 50, then older pages on demand. */
export function usePostComments(postId: number) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam }) => PostsService.getComments({ id: postId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
