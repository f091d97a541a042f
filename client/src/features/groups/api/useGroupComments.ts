import { type GroupCommentDto, type GroupDto, type ReportReason } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

type Patch = (g: GroupDto) => GroupDto;

function usePatchGroup(groupId: number) {
  const client = useQueryClient();
  return (patch: Patch) => client.setQueryData<GroupDto>(groupKeys.detail(groupId), (g) => (g ? patch(g) : g));
}

/** POST /api/groups/{groupId}/new-comment: the new comment joins the thread, comment_count + 1. */
export function useNewGroupComment(groupId: number) {
  const patch = usePatchGroup(groupId);
  return useMutation({
    mutationFn: async ({ content, isReady }: { content: string; isReady: boolean }) =>
      (await pen.groups.newGroupComment({ path: { groupId }, body: { content, isReady } })).comment,
    onSuccess: (comment) =>
      patch((g) => ({
        ...g,
        comments: g.comments.some((c) => c.comment_id === comment.comment_id) ? g.comments : [comment, ...g.comments],
        comment_count: g.comment_count + 1,
      })),
  });
}

/**
 * POST /api/groups/group-comment-like and DELETE …/group-comment-unlike, optimistic: the heart
 * flips at once, and the server's exact like_count replaces the guess (or the old state returns).
 */
export function useToggleCommentLike(groupId: number) {
  const patch = usePatchGroup(groupId);
  const setComment = (commentId: number, change: Partial<GroupCommentDto>) =>
    patch((g) => ({ ...g, comments: g.comments.map((c) => (c.comment_id === commentId ? { ...c, ...change } : c)) }));
  return useMutation({
    mutationFn: ({ comment }: { comment: GroupCommentDto }) =>
      comment.is_liked
        ? pen.groups.groupCommentUnlike({ body: { commentId: comment.comment_id } })
        : pen.groups.groupCommentLike({ body: { commentId: comment.comment_id } }),
    onMutate: ({ comment }) =>
      setComment(comment.comment_id, { is_liked: !comment.is_liked, like_count: Math.max(0, comment.like_count + (comment.is_liked ? -1 : 1)) }),
    onSuccess: (answer) => setComment(answer.comment_id, { is_liked: answer.is_liked, like_count: answer.like_count }),
    onError: (_err, { comment }) => setComment(comment.comment_id, { is_liked: comment.is_liked, like_count: comment.like_count }),
  });
}

/** POST /api/groups/user-delete-own-comment-in-group */
export function useDeleteGroupComment(groupId: number) {
  const patch = usePatchGroup(groupId);
  return useMutation({
    mutationFn: (commentId: number) => pen.groups.userDeleteOwnCommentInGroup({ body: { commentId } }),
    onSuccess: (_answer, commentId) =>
      patch((g) => ({ ...g, comments: g.comments.filter((c) => c.comment_id !== commentId), comment_count: Math.max(0, g.comment_count - 1) })),
  });
}

/** POST /api/groups/report-comment-in-group, with the reason and details from the report dialog. */
export const useReportGroupComment = () =>
  useMutation({
    mutationFn: ({ commentId, ...fields }: { commentId: number; reason: ReportReason; details?: string; ruleId?: number }) =>
      pen.groups.reportCommentInGroup({ body: { commentId, ...fields } }),
  });
