import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { mediaUrl } from '../../../components/media/MediaGallery';
import type { CaseMedia, ReportCase, ResolveAction } from '../api/types';
import { formatDateTime } from '../../../lib/format';
import { AuthorHistory } from './AuthorHistory';
import { ACTIONS, actionAllowed, actionLabel, reasonLabel, resolutionLabel, targetLabel } from './case-text';
import { CaseContext } from './CaseContext';
import { CaseReports } from './CaseReports';

/** Small previews of the reported media: images, a video's poster, a mark for a recording. */
function Thumbnails({ media }: { media: CaseMedia[] }) {
  const { t } = useLingui();
  if (media.length === 0) return null;
  return (
    <ul className="mod-thumbs" aria-label={t`Media`}>
      {media.map((m, i) => {
        const src = m.media_type === 'image' ? m.url : m.media_type === 'video' ? m.poster_url : null;
        const kind = m.media_type === 'image' ? t`image` : m.media_type === 'video' ? t`video` : t`audio`;
        const position = i + 1;
        const count = media.length;
        return (
          <li key={`${m.media_id}-${i}`} className={`mod-thumb ${m.media_type}`}>
            {src ? (
              <a href={mediaUrl(src)} target="_blank" rel="noreferrer">
                <img src={mediaUrl(src)} alt={t`${kind} ${position} of ${count}`} loading="lazy" />
              </a>
            ) : (
              <span>{m.media_type === 'audio' ? t`♪ Audio` : m.url ? t`Video` : t`Processing`}</span>
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

/** One case of the queue: what was reported and where, why, by whom, and the one-click actions. */
export const CaseCard = forwardRef<HTMLLIElement, { reportCase: ReportCase; selected: boolean; onSelect: () => void; onAction: (action: ResolveAction) => void }>(
  function CaseCard({ reportCase: c, selected, onSelect, onAction }, ref) {
  const { t } = useLingui();
    const target = c.target;
    const reasons = Object.entries(c.reasons).sort((a, b) => b[1] - a[1]);
    const titleId = `case-${c.report_id}-title`;
    const groupTitle = target.group?.title;
    const firstAt = formatDateTime(c.first_reported_at);
    const phrase = c.matched_phrase ?? '';
    const lastAt = formatDateTime(c.last_reported_at);
    const resolver = c.resolution ? (c.resolution.moderator.user_id === null ? null : c.resolution.moderator.user_name) : null;
    const resolvedAt = c.resolution ? formatDateTime(c.resolution.resolved_at) : '';
    return (
      <li ref={ref} className={`mod-case card${selected ? ' selected' : ''}`} aria-current={selected ? 'true' : undefined} aria-labelledby={titleId} onClick={onSelect}>
        <div className="mod-case-head">
          <span className={`mod-type ${c.target_type}`}>{targetLabel(c.target_type)}</span>
          {/* A self-harm report: the case leads the queue (issue 42), and says why. */}
          {c.urgent ? <span className="mod-flag">
              <Trans>Urgent: someone may be at risk</Trans>
            </span> : null}
          <strong id={titleId} className="mod-case-title">
            {target.author ? target.author.user_name : t`Unknown author`}
            {target.group && c.target_type !== 'group' ? <span className="muted">
                {' '}
                <Trans>in {groupTitle}</Trans>
              </span> : null}
          </strong>
          {/* Members see this author as "Anonymous" (issue 44); showing them here is audited. */}
          {target.anonymous ? <span className="mod-flag">
              <Trans>Posted anonymously: only moderators see the author</Trans>
            </span> : null}
          {!target.visible ? <span className="mod-flag">
              <Trans>Not visible to members</Trans>
            </span> : null}
        </div>
        {target.content !== null ? (
          target.content ? <p className="mod-content">{target.content}</p> : null
        ) : (
          <p className="mod-content muted">
            <Trans>This content no longer exists.</Trans>
          </p>
        )}
        <Thumbnails media={target.media} />
        <CaseContext target={target} />
        <AuthorHistory history={c.author_history} />
        <ul className="mod-reasons" aria-label={t`Reasons`}>
          {reasons.map(([reason, count]) => (
            <li key={reason}>
              {reasonLabel(reason)} <b>× {count}</b>
            </li>
          ))}
        </ul>
        <p className="mod-meta">
          {plural(c.reporter_count, { one: '# reporter', other: '# reporters' })} · {t`first ${firstAt}`}
          {c.last_reported_at !== c.first_reported_at ? ` · ${t`last ${lastAt}`}` : ''}
        </p>
        {c.automated ? (
          <p className="mod-meta mod-automated">
            {c.held ? <Trans>Held by a watched word: only its author sees it until you approve or remove it.</Trans> : <Trans>Flagged by a watched word.</Trans>}
            {c.matched_phrase ? (
              <>
                {' '}
                <Trans>Matched phrase: “{phrase}”</Trans>
              </>
            ) : null}
          </p>
        ) : null}
        <CaseReports reports={c.reports} />
        {c.resolution ? (
          <p className="mod-resolution">
            <b>{resolutionLabel(c.resolution.action)}</b> {resolver === null ? t`by the command line on ${resolvedAt}` : t`by ${resolver} on ${resolvedAt}`}
            {c.resolution.note ? <span className="mod-note"> “{c.resolution.note}”</span> : null}
          </p>
        ) : null}
        {c.status === 'open' ? (
          <div className="mod-actions">
            {ACTIONS.filter(({ action }) => action !== 'approve_content' || c.held).map(({ action, key, danger }) => (
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
                {actionLabel(action)}
              </button>
            ))}
          </div>
        ) : null}
      </li>
    );
  },
);
