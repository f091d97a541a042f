import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DraftMedia } from '../../../components/media/media-rules';
import { DESCRIPTION_MAX } from './MediaDescriptionsDialog';

/**
 * A description field for each chosen file (issue 41): optional; it becomes the image's alt text,
 * the accessible name of the video or recording.
 */
export function DraftDescriptions({ items, onDescribe }: { items: DraftMedia[]; onDescribe: (id: string, text: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  if (items.length === 0) return null;
  const images = items.filter((i) => i.kind === 'image');
  return (
    <div className="pen-draft-descriptions">
      {items.map((item) => {
        const field = `${id}-${item.id}`;
        const position = images.indexOf(item) + 1;
        return (
          <div key={item.id} className="field pen-draft-description">
            <label htmlFor={field}>
              {item.kind === 'image' ? (
                images.length > 1 ? <Trans>Describe image {position} (optional)</Trans> : <Trans>Describe the image (optional)</Trans>
              ) : item.kind === 'video' ? (
                <Trans>Describe the video (optional)</Trans>
              ) : (
                <Trans>Describe the recording (optional)</Trans>
              )}
            </label>
            <textarea
              id={field}
              rows={2}
              maxLength={DESCRIPTION_MAX}
              value={item.description ?? ''}
              placeholder={item.kind === 'image' ? t`What does it show?` : t`What does it hold?`}
              data-item={item.id}
              onChange={(e) => onDescribe(item.id, e.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
