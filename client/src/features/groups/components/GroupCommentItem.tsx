import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupCommentDto } from '@pen/sdk';
import { MediaFailed, MediaGallery, type ShownMedia } from '../../../components/media/MediaGallery';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import type { Confirm } from '../../../components/dialog/ConfirmDialog';
import { useDeleteGroupComment, useReportGroupComment, useToggleCommentLike } from '../api/useGroupComments';
import { formatRecent } from '../../../lib/format';
import { apiFileUrl } from '../group-text';
import { HeartIcon } from '../../../components/icons/line-icons';
import { useReport } from '../../connections';
import { MediaDescriptionsDialog } from '../../posts';
import { useState } from 'react';
import { groupKeys } from '../api/keys';

/** One comment of the thread: author, time, text, images or video, like, delete or report. */
export function GroupCommentItem({
  comment,
  groupId,
  mine,
  confirm,
}: {
  comment: GroupCommentDto;
  groupId: number;
  mine: boolean;
  confirm: Confirm;
}) {
  const { t } = useLingui();
  const like = useToggleCommentLike(groupId);
  const remove = useDeleteGroupComment(groupId);
  const report = useReportGroupComment();
  const reporting = useReport();
  const { showAlert } = useAlerts();
  const author = comment.user_name;
  const likes = comment.like_count;
  const media: ShownMedia[] = comment.media.map((m) => ({ media_id: m.media_id, type: m.media_type, path: m.media_path, poster_path: m.poster_path, description: m.description }));
  const [describing, setDescribing] = useState(false);

  const onDelete = async () => {
    if (!(await confirm({ message: t`Delete this comment?`, confirmLabel: t`Delete`, danger: true }))) return;
    remove.mutate(comment.comment_id, {
      onSuccess: () => showAlert(t`Comment deleted`, 'success'),
      onError: (err) => showAlert(errorMessage(err, t`Failed to delete comment`), 'error'),
    });
  };
  const onReport = () =>
    reporting.report({
      title: t`Report comment`,
      failed: t`Failed to report comment`,
      member: comment,
      send: (fields) => report.mutateAsync({ commentId: comment.comment_id, ...fields }),
    });

  return (
    <li className={`grp-comment${mine ? ' mine' : ''}`} id={`group-comment-${comment.comment_id}`}>
      <img className="grp-comment-avatar" src={apiFileUrl(comment.profile_picture)} alt="" loading="lazy" />
      <div className="grp-comment-body">
        <div className="grp-bubble">
          <div className="grp-comment-meta">
            <strong>{comment.user_name}</strong>
            <time dateTime={comment.created_at} className="muted">
              {formatRecent(comment.created_at)}
            </time>
          </div>
          {comment.content ? <p className="grp-comment-text">{comment.content}</p> : null}
          {media.length ? <MediaGallery media={media} label={t`Comment by ${author}`} /> : null}
          {comment.media_state === 'failed' && comment.failed_media_type ? (
            <MediaFailed kind={comment.failed_media_type} retry={mine ? { groupCommentId: comment.comment_id } : undefined} />
          ) : null}
          {comment.media_state === 'processing' ? (
            <p className="grp-processing muted" role="status">
              <Trans>Your media is being processed…</Trans>
            </p>
          ) : null}
        </div>
        {comment.held ? (
          // Only its author is ever answered a held comment (issue 42): others do not see it at all.
          <p className="grp-held">
            <strong>
              <Trans>Waiting for review</Trans>
            </strong>{' '}
            <Trans>A moderator checks this comment before others can see it. Only you see it now.</Trans>
          </p>
        ) : null}
        {comment.is_ready ? (
          <div className="grp-comment-actions">
            <button
              type="button"
              className={`grp-like${comment.is_liked ? ' liked' : ''}`}
              aria-pressed={comment.is_liked}
              aria-label={comment.is_liked ? plural(likes, { one: 'Unlike (# like)', other: 'Unlike (# likes)' }) : plural(likes, { one: 'Like (# like)', other: 'Like (# likes)' })}
              onClick={() => like.mutate({ comment }, { onError: (err) => showAlert(errorMessage(err, t`Failed to update comment like`), 'error') })}
            >
              <HeartIcon filled={comment.is_liked} /> {comment.like_count > 0 ? comment.like_count : ''}
            </button>
            {mine && media.length ? (
              <button type="button" className="grp-link" onClick={() => setDescribing(true)}>
                <Trans>Describe media</Trans>
              </button>
            ) : null}
            {mine ? (
              <button type="button" className="grp-link" onClick={() => void onDelete()} disabled={remove.isPending}>
                <Trans>Delete</Trans>
              </button>
            ) : (
              <button type="button" className="grp-link" onClick={onReport}>
                <Trans>Report</Trans>
              </button>
            )}
          </div>
        ) : mine ? (
          <div className="grp-comment-actions">
            <button type="button" className="grp-link" onClick={() => void onDelete()} disabled={remove.isPending}>
              <Trans>Delete</Trans>
            </button>
          </div>
        ) : null}
      </div>
      {reporting.dialog}
      {describing ? <MediaDescriptionsDialog media={media.map((m) => ({ ...m, description: m.description ?? null }))} refresh={groupKeys.detail(groupId)} onClose={() => setDescribing(false)} /> : null}
    </li>
  );
}
