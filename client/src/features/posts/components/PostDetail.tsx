import { Trans, useLingui } from '@lingui/react/macro';
import type { PostDto } from '@pen/sdk';
import { errorMessage } from '@pen/sdk';
import { useCommentActions } from '../api/useCommentActions';
import { usePostComments } from '../api/useComments';
import { useMe } from '../api/useMe';
import { usePost } from '../api/usePostLists';
import { useMemberSafety, useReport } from '../../connections';
import { CommentItem } from './CommentItem';
import { PostCard } from './PostCard';

const PAGE = 50;

/** The post with all its comments (older ones on demand) and a back control. */
export function PostDetail({ postId, onBack, backLabel }: { postId: number; onBack: () => void; backLabel?: string }) {
  const { t } = useLingui();
  const back = backLabel ?? t`Back`;
  const post = usePost(postId);
  const me = useMe();

  return (
    <div className="pen-detail">
      <div className="pen-detail-bar">
        <button type="button" className="button secondary pen-back" onClick={onBack}>
          ← {back}
        </button>
      </div>
      {post.isPending && Number.isInteger(postId) && postId > 0 ? (
        <div className="pen-list-state" aria-busy="true">
          <div className="spinner" role="status" aria-label={t`Loading post`} />
        </div>
      ) : post.data ? (
        <PostCard post={post.data.post} meId={me.data?.user_id} onDeleted={onBack} comments={<DetailComments post={post.data.post} meId={me.data?.user_id} />} />
      ) : (
        <div className="card pen-missing" role="alert">
          <div className="pen-missing-mark" aria-hidden="true">?</div>
          <h2>
            <Trans>Oops! This post can&apos;t be found</Trans>
          </h2>
          <p className="muted">
            <Trans>It may have been deleted, or it is shared with friends only.</Trans>
          </p>
          <button type="button" className="button" onClick={onBack}>
            {back}
          </button>
        </div>
      )}
    </div>
  );
}

function DetailComments({ post, meId }: { post: PostDto; meId: number | undefined }) {
  const { t } = useLingui();
  const comments = usePostComments(post.posts_id);
  const actions = useCommentActions();
  const safety = useMemberSafety();
  const reporting = useReport();
  // Pages arrive newest page first, each oldest-first: older pages go on top.
  const list = comments.data ? [...comments.data.pages].reverse().flatMap((p) => p.comments) : post.comments;
  const seen = new Set<number>();
  const unique = list.filter((c) => (seen.has(c.comment_id) ? false : (seen.add(c.comment_id), true)));
  return (
    <>
      {comments.hasNextPage && unique.length >= PAGE ? (
        <button type="button" className="pen-more-comments" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {comments.isFetchingNextPage ? t`Loading…` : t`Show older comments`}
        </button>
      ) : null}
      {comments.isError ? <p className="field-error">{errorMessage(comments.error, t`Error fetching comments`)}</p> : null}
      {unique.length > 0 ? (
        <ul className="pen-comment-list">
          {unique.map((c) => (
            <CommentItem
              key={c.comment_id}
              comment={c}
              meId={meId}
              handlers={actions}
              onReport={(c) =>
                reporting.report({ title: t`Report comment`, failed: t`Failed to report comment`, member: c, send: (fields) => actions.reportComment(c, fields) })
              }
              onBlockAuthor={(c) => void safety.block(c)}
            />
          ))}
        </ul>
      ) : comments.isPending ? null : (
        <p className="muted pen-no-comments">
          <Trans>No comments yet. Be the first to encourage!</Trans>
        </p>
      )}
      {safety.dialog}
      {reporting.dialog}
    </>
  );
}
