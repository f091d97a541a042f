import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AuditSnapshot as Snapshot } from '../api/types';

/** The content as it was when acted on, folded away until asked for (kept after the content itself is purged). */
export function AuditSnapshot({ snapshot }: { snapshot: Snapshot }) {
  const author = snapshot.author.user_name;
  const phrase = snapshot.matched_phrase;
  const images = snapshot.media.filter((m) => m.media_type === 'image').length;
  const videos = snapshot.media.filter((m) => m.media_type === 'video').length;
  const recordings = snapshot.media.filter((m) => m.media_type === 'audio').length;
  const media = [
    images ? plural(images, { one: '# image', other: '# images' }) : '',
    videos ? plural(videos, { one: '# video', other: '# videos' }) : '',
    recordings ? plural(recordings, { one: '# recording', other: '# recordings' }) : '',
  ].filter(Boolean);
  return (
    <details className="mod-snapshot">
      <summary>
        <Trans>Content when acted on</Trans>
      </summary>
      <p className="muted">
        <Trans>By {author}</Trans>
        {media.length > 0 ? ` · ${media.join(', ')}` : ''}
      </p>
      {phrase ? (
        <p className="muted">
          <Trans>Flagged by the watched phrase “{phrase}”</Trans>
        </p>
      ) : null}
      {snapshot.text ? <p className="mod-snapshot-text">{snapshot.text}</p> : <p className="muted"><Trans>No text</Trans></p>}
    </details>
  );
}
