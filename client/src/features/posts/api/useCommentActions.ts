import { useLingui } from '@lingui/react/macro';
import { errorMessage, type CommentDto, type ReportReason } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { restorePosts, snapshotPosts, updateComment, updatePost } from './cache';
import { postKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** Adding, liking (optimistic), deleting and reporting comments of a post. */
export function useCommentActions() {
  const qc = useQueryClient();
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const liking = useRef(new Set<number>());

  const add = useMutation({
    mutationFn: ({ postId, content }: { postId: number; content: string }) => pen.posts.newComment({ path: { id: postId }, body: { content } }),
    onSuccess: ({ comment }, { postId }) => {
      updatePost(qc, postId, (p) => ({ ...p, comment_count: p.comment_count + 1, comments: [...p.comments, comment] }));
      void qc.invalidateQueries({ queryKey: postKeys.comments(postId) });
      showAlert(t`Comment added`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to add comment`), 'error'),
  });

  const like = useMutation({
    mutationFn: ({ comment, liked }: { comment: CommentDto; liked: boolean }) =>
      liked
        ? pen.posts.commentLike({ body: { commentId: comment.comment_id } })
        : pen.posts.commentUnlike({ body: { commentId: comment.comment_id } }),
    onMutate: async ({ comment, liked }) => {
      const snapshot = snapshotPosts(qc);
      updateComment(qc, comment.post_id, comment.comment_id, (c) => ({ ...c, is_liked: liked, like_count: Math.max(0, c.like_count + (liked ? 1 : -1)) }));
      return { snapshot };
    },
    onError: (err, _vars, context) => {
      if (context) restorePosts(qc, context.snapshot);
      showAlert(errorMessage(err, t`Failed to update comment like`), 'error');
    },
    onSuccess: (answer, { comment }) => updateComment(qc, comment.post_id, comment.comment_id, (c) => ({ ...c, ...answer })),
    onSettled: (_a, _e, { comment }) => liking.current.delete(comment.comment_id),
  });

  const remove = useMutation({
    mutationFn: (comment: CommentDto) => pen.posts.userDeleteOwnComment({ body: { commentId: comment.comment_id } }),
    onSuccess: (_answer, comment) => {
      updateComment(qc, comment.post_id, comment.comment_id, () => null);
      updatePost(qc, comment.post_id, (p) => ({ ...p, comment_count: Math.max(0, p.comment_count - 1) }));
      showAlert(t`Comment deleted`, 'success');
    },
    onError: (err) => showAlert(errorMessage(err, t`Failed to delete comment`), 'error'),
  });

  // Its outcome is shown by the report dialog (thanks, or the error beside what was typed).
  const report = useMutation({
    mutationFn: ({ comment, ...fields }: { comment: CommentDto; reason: ReportReason; details?: string; ruleId?: number }) =>
      pen.posts.reportComment({ body: { commentId: comment.comment_id, ...fields } }),
  });

  return {
    addComment: (postId: number, content: string) => add.mutateAsync({ postId, content }).then(() => true, () => false),
    adding: add.isPending,
    toggleLike: (comment: CommentDto) => {
      if (liking.current.has(comment.comment_id)) return;
      liking.current.add(comment.comment_id);
      like.mutate({ comment, liked: !comment.is_liked });
    },
    deleteComment: (comment: CommentDto) => remove.mutate(comment),
    reportComment: (comment: CommentDto, fields: { reason: ReportReason; details?: string; ruleId?: number }) => report.mutateAsync({ comment, ...fields }),
  };
}
