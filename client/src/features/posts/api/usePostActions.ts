import { useLingui } from '@lingui/react/macro';
import { errorMessage, type ChangeCommentPolicyDto, type PostDto, type ReportReason } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { restorePosts, snapshotPosts, updatePost } from './cache';
import { postKeys } from './keys';
import { pen } from '../../../lib/sdk';

/**
 * What a member can do with a post card: like (optimistic: the heart and count change at once
 * and roll back if the server refuses), change the audience or who may comment, delete and report.
 */
export function usePostActions() {
  const qc = useQueryClient();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const liking = useRef(new Set<number>());

  const like = useMutation({
    mutationFn: ({ post, liked }: { post: PostDto; liked: boolean }) =>
      liked ? pen.posts.postLike({ body: { postId: post.posts_id } }) : pen.posts.postUnlike({ body: { postId: post.posts_id } }),
    onMutate: async ({ post, liked }) => {
      await qc.cancelQueries({ queryKey: postKeys.all });
      const snapshot = snapshotPosts(qc);
      updatePost(qc, post.posts_id, (p) => ({ ...p, is_liked: liked, like_count: Math.max(0, p.like_count + (liked ? 1 : -1)) }));
      return { snapshot };
    },
    onError: (err, _vars, context) => {
      if (context) restorePosts(qc, context.snapshot);
      showAlert(errorMessage(err, t`Failed to update like`), 'error');
    },
    onSuccess: (answer, { post }) => updatePost(qc, post.posts_id, (p) => ({ ...p, ...answer })),
    onSettled: (_a, _e, { post }) => liking.current.delete(post.posts_id),
  });

  const audience = useMutation({
    mutationFn: (post: PostDto) => pen.posts.changePostAudience({ body: { postId: post.posts_id } }),
    onSuccess: ({ visibility }, post) => {
      updatePost(qc, post.posts_id, (p) => ({ ...p, visibility }));
      showAlert(t`Audience changed`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to change post audience`), 'error'),
  });

  const commentPolicy = useMutation({
    mutationFn: ({ post, policy }: { post: PostDto; policy: ChangeCommentPolicyDto['comment_policy'] }) =>
      pen.posts.changeCommentPolicy({ body: { postId: post.posts_id, comment_policy: policy } }),
    onSuccess: ({ comment_policy }, { post }) => {
      updatePost(qc, post.posts_id, (p) => ({ ...p, comment_policy }));
      showAlert(t`Comment settings changed`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to change who can comment`), 'error'),
  });

  const remove = useMutation({
    mutationFn: (post: PostDto) => pen.posts.userDeleteOwnPost({ body: { postId: post.posts_id } }),
    onSuccess: (_answer, post) => {
      updatePost(qc, post.posts_id, () => null);
      qc.removeQueries({ queryKey: postKeys.post(post.posts_id) });
      showAlert(t`Post deleted`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to delete post`), 'error'),
  });

  // Its outcome is shown by the report dialog (thanks, or the error beside what was typed).
  const report = useMutation({
    mutationFn: ({ post, ...fields }: { post: PostDto; reason: ReportReason; details?: string; ruleId?: number }) =>
      pen.posts.reportPost({ body: { postId: post.posts_id, ...fields } }),
  });

  return {
    toggleLike: (post: PostDto) => {
      // One like request per post at a time: the answer carries the exact count.
      if (liking.current.has(post.posts_id)) return;
      liking.current.add(post.posts_id);
      like.mutate({ post, liked: !post.is_liked });
    },
    changeAudience: (post: PostDto) => audience.mutate(post),
    changeCommentPolicy: (post: PostDto, policy: ChangeCommentPolicyDto['comment_policy']) => commentPolicy.mutate({ post, policy }),
    deletePost: (post: PostDto) => remove.mutateAsync(post).then(() => true, () => false),
    reportPost: (post: PostDto, fields: { reason: ReportReason; details?: string; ruleId?: number }) => report.mutateAsync({ post, ...fields }),
  };
}
