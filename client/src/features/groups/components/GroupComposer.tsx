import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { FormEvent, useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { MediaComposer } from '../../../components/media/MediaComposer';
import { MESSAGES } from '../../../components/media/media-rules';
import { useMediaDraft } from '../../../components/media/useMediaDraft';
import { useMediaUpload } from '../../../components/media/useMediaUpload';
import { groupKeys } from '../api/keys';
import { useNewGroupComment } from '../api/useGroupComments';
import { GROUP_COMMENT_MAX } from '../group-text';
import { SendIcon } from '../../../components/icons/line-icons';
import { DraftDescriptions, remindsDescriptions } from '../../posts';

/**
 * The thread's composer: text (trimmed, up to 2000 characters) and images or a video (no audio
 * in groups). A comment with media is created with isReady false, its files are uploaded right
 * after, and it shows for everyone once they are processed.
 */
export function GroupComposer({ groupId }: { groupId: number }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [reminded, setReminded] = useState(false);
  const { showAlert } = useAlerts();
  const client = useQueryClient();
  const create = useNewGroupComment(groupId);
  const draft = useMediaDraft({ allowAudio: false, onError: (m) => showAlert(m, 'warning') });
  const upload = useMediaUpload();
  const busy = create.isPending || upload.isPending;
  const empty = !text.trim() && !draft.hasMedia;
  const undescribed = draft.items.find((i) => !i.description?.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (draft.checking) return showAlert(MESSAGES.waitVideo, 'warning');
    if (empty) return showAlert(t`Comment cannot be empty`, 'warning');
    // As the post composer does: with "Remind me to add descriptions" on, the first send with an
    // undescribed file asks for a description; the next one sends as it is.
    if (undescribed && !reminded && remindsDescriptions()) {
      setReminded(true);
      document.querySelector<HTMLTextAreaElement>(`.grp-composer .pen-draft-description textarea[data-item="${undescribed.id}"]`)?.focus();
      return;
    }
    try {
      const comment = await create.mutateAsync({ content: text.trim(), isReady: !draft.hasMedia });
      setText('');
      if (draft.hasMedia) {
        try {
          await upload.mutateAsync({ target: { groupCommentId: comment.comment_id }, items: draft.items });
        } catch (err) {
          showAlert(errorMessage(err, t`Failed to upload comment media`), 'error');
        }
        draft.clear();
        setReminded(false);
        upload.resetProgress();
        void client.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
      }
      showAlert(t`Comment added`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Failed to add comment`), 'error');
    }
  };

  return (
    <form className="grp-composer card" onSubmit={(e) => void submit(e)} aria-label={t`Write a comment`}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Your comment</Trans>
      </label>
      <div className="grp-composer-row">
        <textarea
          id={id}
          value={text}
          rows={text.split('\n').length > 2 || text.length > 120 ? 4 : 2}
          maxLength={GROUP_COMMENT_MAX}
          placeholder={t`Write something encouraging…`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
        />
        <button type="submit" className="button grp-send" disabled={empty || busy || draft.checking} aria-label={t`Send comment`}>
          <SendIcon />
          <span className="grp-send-label">{busy ? t`Sending…` : t`Send`}</span>
        </button>
      </div>
      {text.length > GROUP_COMMENT_MAX - 200 ? (
        <small className="grp-counter muted">
          {text.length} / {GROUP_COMMENT_MAX}
        </small>
      ) : null}
      {/* Images or one video (media feature); audio is refused in groups. */}
      <MediaComposer draft={draft} allowAudio={false} uploadProgress={upload.progress} busy={busy} />
      {/* A description of each image or the video (issue 41): its alt text, the video's name. */}
      <DraftDescriptions items={draft.items} onDescribe={draft.describe} />
      {reminded && undescribed ? (
        <p className="pen-describe-reminder" role="alert">
          <Trans>Add a description so members who cannot see your media can follow too. To send without one, press Send again.</Trans>
        </p>
      ) : null}
    </form>
  );
}
