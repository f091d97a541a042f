import { errorMessage, type PostDto, type PrayerStatusAnswerDto } from '@pen/sdk';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { restorePosts, snapshotPosts, updatePost } from '../api/cache';
import { postKeys } from '../api/keys';
import { pen } from '../../../lib/sdk';

/** Who prayed for a request (author only), paged by cursor; a key under 'posts' so a prayer refreshes it. */
export function useWhoPrayed(postId: number) {
  return useInfiniteQuery({
    queryKey: [...postKeys.post(postId), 'prayers'] as const,
    queryFn: ({ pageParam }) => pen.posts.listPrayers({ path: { posts_id: postId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * "I prayed" (optimistic, like Like: the button and count change at once and roll back if the
 * server refuses) and the author's status changes (answered with a testimony, closed, reopened),
 * shown on every cached copy of the card.
 */
export function usePrayerActions() {
  const qc = useQueryClient();
  const { showAlert } = useAlerts();
  const praying = useRef(new Set<number>());

  const pray = useMutation({
    mutationFn: ({ post, prayed }: { post: PostDto; prayed: boolean }) =>
      prayed ? pen.posts.pray({ body: { postId: post.posts_id } }) : pen.posts.unpray({ body: { postId: post.posts_id } }),
    onMutate: async ({ post, prayed }) => {
      await qc.cancelQueries({ queryKey: postKeys.all });
      const snapshot = snapshotPosts(qc);
      updatePost(qc, post.posts_id, (p) => ({ ...p, is_prayed: prayed, prayer_count: Math.max(0, p.prayer_count + (prayed ? 1 : -1)) }));
      return { snapshot };
    },
    onError: (err, _vars, context) => {
      if (context) restorePosts(qc, context.snapshot);
      showAlert(errorMessage(err, 'Failed to update your prayer'), 'error');
    },
    onSuccess: (answer, { post }) => updatePost(qc, post.posts_id, (p) => ({ ...p, ...answer })),
    onSettled: (_a, _e, { post }) => praying.current.delete(post.posts_id),
  });

  const applied = (postId: number, answer: PrayerStatusAnswerDto) => updatePost(qc, postId, (p) => ({ ...p, ...answer }));

  const answered = useMutation({
    mutationFn: ({ postId, testimony }: { postId: number; testimony: string }) =>
      pen.posts.markAnswered({ body: { postId, ...(testimony.trim() ? { testimony } : {}) } }),
    onSuccess: (answer, { postId }) => {
      applied(postId, answer);
      showAlert('Marked as answered. Everyone who prayed will be told.', 'success');
    },
  });

  const close = useMutation({
    mutationFn: (postId: number) => pen.posts.closeRequest({ body: { postId } }),
    onSuccess: (answer, postId) => {
      applied(postId, answer);
      showAlert('Prayer request closed', 'success');
    },
    onError: (err) => showAlert(errorMessage(err, 'Failed to close the prayer request'), 'error'),
  });

  const reopen = useMutation({
    mutationFn: (postId: number) => pen.posts.reopenRequest({ body: { postId } }),
    onSuccess: (answer, postId) => {
      applied(postId, answer);
      showAlert('Prayer request reopened', 'success');
    },
    onError: (err) => showAlert(errorMessage(err, 'Failed to reopen the prayer request'), 'error'),
  });

  return {
    togglePrayed: (post: PostDto) => {
      // One request per card at a time: the answer carries the exact count.
      if (praying.current.has(post.posts_id)) return;
      praying.current.add(post.posts_id);
      pray.mutate({ post, prayed: !post.is_prayed });
    },
    /** Resolves when saved; rejects with the server's refusal, which the dialog shows beside the testimony. */
    markAnswered: (postId: number, testimony: string) => answered.mutateAsync({ postId, testimony }),
    closeRequest: (postId: number) => close.mutate(postId),
    reopenRequest: (postId: number) => reopen.mutate(postId),
  };
}
