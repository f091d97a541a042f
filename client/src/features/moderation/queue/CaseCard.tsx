import { forwardRef } from 'react';
import { mediaUrl } from '../../../components/media/MediaGallery';
import type { CaseMedia, ReportCase, ResolveAction } from '../api/types';
import { formatDateTime } from '../../../lib/format';
import { ACTIONS, actionAllowed, REASON_LABELS, RESOLUTION_LABELS, TARGET_LABELS } from './case-text';

/** Small previews of the reported media: images, a video's poster, a mark for a recording. */
function Thumbnails({ media }: { media: CaseMedia[] }) {
  if (media.length === 0) return null;
  return (
    <ul className="mod-thumbs" aria-label="Media">
      {media.map((m, i) => {
        const src = m.media_type === 'image' ? m.url : m.media_type === 'video' ? m.poster_url : null;
        return (
          <li key={`${m.media_id}-${i}`} className={`mod-thumb ${m.media_type}`}>
            {src ? (
              <a href={mediaUrl(src)} target="_blank" rel="noreferrer">
                <img src={mediaUrl(src)} alt={`${m.media_type} ${i + 1} of ${media.length}`} loading="lazy" />
              </a>
            ) : (
              <span>{m.media_type === 'audio' ? '♪ Audio' : m.url ? 'Video' : 'Processing'}</span>
            )}
            {m.media_type === 'video' ? (
              <span className="mod-thumb-badge" aria-hidden="true">
                ▶
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** One case of the queue: what was reported, why, by how many, and the one-click actions. */
export const CaseCard = forwardRef<HTMLLIElement, { reportCase: ReportCase; selected: boolean; onSelect: () => void; onAction: (action: ResolveAction) => void }>(
  function CaseCard({ reportCase: c, selected, onSelect, onAction }, ref) {
    const target = c.target;
    const reasons = Object.entries(c.reasons).sort((a, b) => b[1] - a[1]);
    const titleId = `case-${c.report_id}-title`;
    return (
      <li ref={ref} className={`mod-case card${selected ? ' selected' : ''}`} aria-current={selected ? 'true' : undefined} aria-labelledby={titleId} onClick={onSelect}>
        <div className="mod-case-head">
          <span className={`mod-type ${c.target_type}`}>{TARGET_LABELS[c.target_type]}</span>
          <strong id={titleId} className="mod-case-title">
            {target.author ? target.author.user_name : 'Unknown author'}
            {target.group && c.target_type !== 'group' ? <span className="muted"> in {target.group.title}</span> : null}
          </strong>
          {!target.visible ? <span className="mod-flag">Not visible to members</span> : null}
        </div>
        {target.content !== null ? (
          target.content ? <p className="mod-content">{target.content}</p> : null
        ) : (
          <p className="mod-content muted">This content no longer exists.</p>
        )}
        <Thumbnails media={target.media} />
        <ul className="mod-reasons" aria-label="Reasons">
          {reasons.map(([reason, count]) => (
            <li key={reason}>
              {REASON_LABELS[reason] ?? reason} <b>× {count}</b>
            </li>
          ))}
        </ul>
        <p className="mod-meta">
          {c.reporter_count === 1 ? '1 reporter' : `${c.reporter_count} reporters`} · first {formatDateTime(c.first_reported_at)}
          {c.last_reported_at !== c.first_reported_at ? ` · last ${formatDateTime(c.last_reported_at)}` : ''}
        </p>
        {c.resolution ? (
          <p className="mod-resolution">
            <b>{RESOLUTION_LABELS[c.resolution.action]}</b> by {c.resolution.moderator.user_id === null ? 'the command line' : c.resolution.moderator.user_name} on {formatDateTime(c.resolution.resolved_at)}
            {c.resolution.note ? <span className="mod-note"> “{c.resolution.note}”</span> : null}
          </p>
        ) : null}
        {c.status === 'open' ? (
          <div className="mod-actions">
            {ACTIONS.map(({ action, key, label, danger }) => (
              <button
                key={action}
                type="button"
                className={`button small ${danger ? 'mod-danger' : 'secondary'}`}
                disabled={!actionAllowed(c, action)}
                aria-keyshortcuts={key}
                onClick={(e) => {
                  e.stopPropagation();
                  onAction(action);
                }}
              >
                {label}
              </button>
            ))}
          </div>
        ) : null}
      </li>
    );
  },
);
