import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupDto } from '@pen/sdk';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { useOlderComments } from '../api/useGroup';
import { OLDER_COMMENTS_THRESHOLD } from '../group-text';
import { GroupCommentItem } from './GroupCommentItem';
import { GroupComposer } from './GroupComposer';
import { useConfirm } from '../../../components/dialog/ConfirmDialog';

/** The members' conversation, oldest at the top; 'show older comments' loads the page before. */
export function GroupThread({ group, meId }: { group: GroupDto; meId: number | undefined }) {
  const { t } = useLingui();
  const { loadOlder, loading } = useOlderComments(group.group_id);
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  // The API lists newest first; a conversation reads top to bottom.
  const comments = [...group.comments].reverse();
  const canLoadOlder = group.comments.length >= OLDER_COMMENTS_THRESHOLD && Boolean(group.next_cursor);

  return (
    <section className="grp-thread" aria-labelledby="grp-thread-title">
      <h2 id="grp-thread-title" className="grp-section-title">
        <Trans>Conversation</Trans>
      </h2>
      {canLoadOlder ? (
        <button
          type="button"
          className="button secondary grp-older"
          disabled={loading}
          onClick={() => group.next_cursor && loadOlder(group.next_cursor).catch((err: unknown) => showAlert(errorMessage(err, t`Failed to fetch more comments`), 'error'))}
        >
          {loading ? t`Loading…` : t`show older comments`}
        </button>
      ) : null}
      {comments.length === 0 ? (
        <div className="grp-empty card">
          <p className="grp-empty-title"><Trans>No comments yet</Trans></p>
          <p className="muted"><Trans>Say hello, share a prayer request or a verse that spoke to you.</Trans></p>
        </div>
      ) : (
        <ul className="grp-comments">
          {comments.map((c) => (
            <GroupCommentItem key={c.comment_id} comment={c} groupId={group.group_id} mine={c.user_id === meId} confirm={confirm} />
          ))}
        </ul>
      )}
      <GroupComposer groupId={group.group_id} />
      {dialog}
    </section>
  );
}
