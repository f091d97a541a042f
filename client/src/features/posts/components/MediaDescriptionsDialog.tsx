import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItemDto } from '@pen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { mediaUrl } from '../../../components/media/MediaGallery';
import { pen } from '../../../lib/sdk';
import { postKeys } from '../api/keys';

/** Spec of issue 41: a description holds at most 1 500 characters. */
export const DESCRIPTION_MAX = 1500;

/**
 * The author's descriptions of a post's media, editable after sharing: each image's alt text, the
 * name a screen reader gives a video or recording. Only changed descriptions are sent.
 */
export function MediaDescriptionsDialog({
  media,
  onClose,
  refresh = postKeys.all,
}: {
  media: Array<Pick<MediaItemDto, 'media_id' | 'type' | 'path' | 'description'>>;
  onClose: () => void;
  /** The queries showing these media, read again once saved (a post's by default; a group's thread for its comments). */
  refresh?: readonly unknown[];
}) {
  const { t } = useLingui();
  const id = useId();
  const qc = useQueryClient();
  const { showAlert } = useAlerts();
  const shown = media.filter((m) => m.path);
  const [texts, setTexts] = useState<Record<number, string>>(() => Object.fromEntries(shown.map((m) => [m.media_id, m.description ?? ''])));
  const tooLong = Object.values(texts).some((text) => text.length > DESCRIPTION_MAX);

  return (
    <FormDialog
      title={t`Describe media`}
      intro={<p className="muted">{t`Say what each image shows, or what the video or recording holds, for members who cannot see or hear it.`}</p>}
      submitLabel={t`Save descriptions`}
      busyLabel={t`Saving…`}
      invalid={tooLong}
      failure={t`Could not save the descriptions. Please try again`}
      className="pen-describe-dialog"
      onSubmit={async () => {
        const changed = shown.filter((m) => (texts[m.media_id] ?? '').trim() !== (m.description ?? ''));
        for (const m of changed) {
          await pen.media.updateMediaDescription({ path: { mediaId: m.media_id }, body: { description: texts[m.media_id] ?? '' } });
        }
        await qc.invalidateQueries({ queryKey: refresh });
        showAlert(t`Descriptions saved`, 'success');
        onClose();
      }}
      onClose={onClose}
    >
      {shown.map((m, i) => {
        const text = texts[m.media_id] ?? '';
        const field = `${id}-${m.media_id}`;
        const position = i + 1;
        return (
          <div key={m.media_id} className="field pen-describe-field">
            {m.type === 'image' ? <img src={mediaUrl(m.path!)} alt="" className="pen-describe-thumb" /> : null}
            <label htmlFor={field}>
              {m.type === 'image' ? <Trans>Description of image {position}</Trans> : m.type === 'video' ? <Trans>Description of the video</Trans> : <Trans>Description of the recording</Trans>}
            </label>
            <textarea
              id={field}
              rows={3}
              value={text}
              aria-invalid={text.length > DESCRIPTION_MAX}
              onChange={(e) => setTexts((cur) => ({ ...cur, [m.media_id]: e.target.value }))}
            />
            <small className={`muted pen-answer-counter ${text.length > DESCRIPTION_MAX ? 'over' : ''}`}>
              {text.length}/{DESCRIPTION_MAX}
            </small>
          </div>
        );
      })}
    </FormDialog>
  );
}
