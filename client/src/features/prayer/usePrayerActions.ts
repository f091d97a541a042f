import { useLingui } from '@lingui/react/macro';
import { errorMessage, type PostDto, type PrayerStatusAnswerDto } from '@pen/sdk';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { pen } from '../../lib/sdk';
import type { PostCardHost } from './post-card-host';

/** Who prayed for a request (author only), paged by cursor; a key under 'posts' so a prayer refreshes it. */
export function useWhoPrayed(postId: number, host: PostCardHost) {
  return useInfiniteQuery({
    queryKey: host.whoPrayedKey(postId),
    queryFn: ({ pageParam }) => pen.posts.listPrayers({ path: { posts_id: postId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** What "I prayed" reads of a card. */
export type PrayCard = Pick<PostDto, 'posts_id' | 'is_prayed' | 'prayer_count'>;

/**
 * "I prayed" (optimistic, like Like: the button and count change at once and roll back if the
 * server refuses) and the author's status changes (answered with a testimony, closed, reopened),
 * shown on every cached copy of the card.
 */
export function usePrayerActions(host: PostCardHost) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const praying = useRef(new Set<number>());

  const pray = useMutation({
    mutationFn: ({ post, prayed }: { post: PrayCard; prayed: boolean }) =>
      prayed ? pen.posts.pray({ body: { postId: post.posts_id } }) : pen.posts.unpray({ body: { postId: post.posts_id } }),
    onMutate: async ({ post, prayed }) => {
      const undo = await host.changeOptimistically(post.posts_id, (p) => ({ ...p, is_prayed: prayed, prayer_count: Math.max(0, p.prayer_count + (prayed ? 1 : -1)) }));
      return { undo };
    },
    onError: (err, _vars, context) => {
      context?.undo();
      showAlert(errorMessage(err, t`Failed to update your prayer`), 'error');
    },
    onSuccess: (answer, { post }) => host.update(post.posts_id, (p) => ({ ...p, ...answer })),
    onSettled: (_a, _e, { post }) => praying.current.delete(post.posts_id),
  });

  const applied = (postId: number, answer: PrayerStatusAnswerDto) => host.update(postId, (p) => ({ ...p, ...answer }));

  const answered = useMutation({
    mutationFn: ({ postId, testimony }: { postId: number; testimony: string }) =>
      pen.posts.markAnswered({ body: { postId, ...(testimony.trim() ? { testimony } : {}) } }),
    onSuccess: (answer, { postId }) => {
      applied(postId, answer);
      showAlert(t`Marked as answered. Everyone who prayed will be told.`, 'success');
    },
  });

  const close = useMutation({
    mutationFn: (postId: number) => pen.posts.closeRequest({ body: { postId } }),
    onSuccess: (answer, postId) => {
      applied(postId, answer);
      showAlert(t`Prayer request closed`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to close the prayer request`), 'error'),
  });

  const reopen = useMutation({
    mutationFn: (postId: number) => pen.posts.reopenRequest({ body: { postId } }),
    onSuccess: (answer, postId) => {
      applied(postId, answer);
      showAlert(t`Prayer request reopened`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to reopen the prayer request`), 'error'),
  });

  return {
    togglePrayed: (post: PrayCard) => {
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
