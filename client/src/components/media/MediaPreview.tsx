import { MicIcon } from '../icons/line-icons';
import { DraftMedia, formatDuration } from './media-rules';

/** Thumbnails of the chosen media, each with a remove button. */
export function MediaPreview({ items, onRemove, disabled }: { items: DraftMedia[]; onRemove: (id: string) => void; disabled?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul className={`media-preview count-${items.length}`} aria-label="Attached media">
      {items.map((item, i) => (
        <li key={item.id} className={`media-preview-item ${item.kind}`}>
          {item.kind === 'image' ? <img src={item.url} alt={`Image ${i + 1} of ${items.length}`} /> : null}
          {item.kind === 'video' ? <video src={item.url} muted playsInline controls preload="metadata" aria-label="Video preview" /> : null}
          {item.kind === 'audio' ? (
            <div className="media-preview-audio">
              <MicIcon size={20} className="media-icon" />
              <audio src={item.url} controls preload="metadata" aria-label="Recording preview" />
              {item.duration ? <span className="muted">{formatDuration(item.duration)}</span> : null}
            </div>
          ) : null}
          <button type="button" className="media-remove" aria-label={`Remove ${item.kind} ${i + 1}`} onClick={() => onRemove(item.id)} disabled={disabled}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
