import { profileQueryKey } from '../../auth';

/** Query keys of the posts feature; everything starts with 'posts' so one prefix reaches every list. */
export const postKeys = {
  all: ['posts'] as const,
  feed: () => ['posts', 'feed'] as const,
  mine: () => ['posts', 'mine'] as const,
  user: (userId: number) => ['posts', 'user', userId] as const,
  /** A group's Prayer tab (issue 44): under 'posts', so likes and prayers update it like every list. */
  group: (groupId: number, status: 'open' | 'answered') => ['posts', 'group', groupId, status] as const,
  post: (postId: number) => ['posts', 'post', postId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

/**
 * The signed-in member's profile: the very key of the auth feature's profile query, so the
 * dashboard asks GET /api/auth/profile-user-info once for both and updates reach both.
 */
export const meKey = profileQueryKey;
