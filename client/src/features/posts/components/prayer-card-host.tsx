import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PostCardHost } from '../../prayer';
import { restorePosts, snapshotPosts, updatePost } from '../api/cache';
import { postKeys } from '../api/keys';
import { formatRelative } from '../../../lib/format';
import { AuthorLink } from './AuthorLink';
import { Avatar } from './Avatar';

/** What a card hands its prayer parts: posts' cache of posts, member links and dates (see PostCardHost). */
export function usePrayerCardHost(): PostCardHost {
  const qc = useQueryClient();
  return useMemo(
    (): PostCardHost => ({
      changeOptimistically: async (postId, change) => {
        await qc.cancelQueries({ queryKey: postKeys.all });
        const snapshot = snapshotPosts(qc);
        updatePost(qc, postId, change);
        return () => restorePosts(qc, snapshot);
      },
      update: (postId, change) => updatePost(qc, postId, change),
      whoPrayedKey: (postId) => [...postKeys.post(postId), 'prayers'] as const,
      member: (m, nameClassName) => (
        <>
          <AuthorLink author={m} pictureOnly>
            <Avatar picture={m.profile_picture} name={m.user_name} />
          </AuthorLink>
          <AuthorLink author={m} className={nameClassName}>
            {m.user_name}
          </AuthorLink>
        </>
      ),
      date: (iso) => formatRelative(iso),
    }),
    [qc],
  );
}
