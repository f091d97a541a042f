import { type PostPageDto, type UserPostPageDto } from '@pen/sdk';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { postKeys } from './keys';
import { pen } from '../../../lib/sdk';

const pageOptions = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: PostPageDto) => last.nextCursor ?? undefined,
};

/** The feed, 50 posts a page, paged by cursor so a page never repeats posts of the one before. */
export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(),
    queryFn: ({ pageParam }) => pen.posts.getFeed({ query: { cursor: pageParam } }),
    ...pageOptions,
  });

export function useFeed() {
  return useInfiniteQuery(feedQuery());
}

export function useMyPosts() {
  return useInfiniteQuery({
    queryKey: postKeys.mine(),
    queryFn: ({ pageParam }) => pen.posts.getMyPosts({ query: { cursor: pageParam } }),
    ...pageOptions,
  });
}

export function useUserPosts(userId: number | undefined) {
  return useInfiniteQuery({
    queryKey: postKeys.user(userId ?? 0),
    queryFn: ({ pageParam }): Promise<UserPostPageDto> => pen.posts.getUserPosts({ path: { userId: userId ?? 0 }, query: { cursor: pageParam } }),
    enabled: userId !== undefined,
    ...pageOptions,
  });
}

/** A group's prayer requests with `status`, newest first, for its members (GET /api/groups/{groupId}/prayer-requests). */
export function useGroupPrayerRequests(groupId: number, status: 'open' | 'answered') {
  return useInfiniteQuery({
    queryKey: postKeys.group(groupId, status),
    queryFn: ({ pageParam }) => pen.groups.groupPrayerRequests({ path: { groupId }, query: { status, cursor: pageParam } }),
    ...pageOptions,
  });
}

export function usePost(postId: number) {
  return useQuery({
    queryKey: postKeys.post(postId),
    queryFn: () => pen.posts.getPost({ path: { posts_id: postId } }),
    enabled: Number.isInteger(postId) && postId > 0,
    retry: false,
  });
}
