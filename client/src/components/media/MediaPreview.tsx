import { useLingui } from '@lingui/react/macro';
import { MicIcon } from '../icons/line-icons';
import { DraftMedia, formatDuration, type MediaKind } from './media-rules';

/** Thumbnails of the chosen media, each with a remove button. */
export function MediaPreview({ items, onRemove, disabled }: { items: DraftMedia[]; onRemove: (id: string) => void; disabled?: boolean }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const count = items.length;
  const removeLabel = (kind: MediaKind, n: number): string => {
    if (kind === 'image') return t`Remove image ${n}`;
    if (kind === 'video') return t`Remove video ${n}`;
    return t`Remove audio ${n}`;
  };
  return (
    <ul className={`media-preview count-${count}`} aria-label={t`Attached media`}>
      {items.map((item, i) => {
        const n = i + 1;
        return (
          <li key={item.id} className={`media-preview-item ${item.kind}`}>
            {item.kind === 'image' ? <img src={item.url} alt={t`Image ${n} of ${count}`} /> : null}
            {item.kind === 'video' ? <video src={item.url} muted playsInline controls preload="metadata" aria-label={t`Video preview`} /> : null}
            {item.kind === 'audio' ? (
              <div className="media-preview-audio">
                <MicIcon size={20} className="media-icon" />
                <audio src={item.url} controls preload="metadata" aria-label={t`Recording preview`} />
                {item.duration ? <span className="muted">{formatDuration(item.duration)}</span> : null}
              </div>
            ) : null}
            <button type="button" className="media-remove" aria-label={removeLabel(item.kind, n)} onClick={() => onRemove(item.id)} disabled={disabled}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
