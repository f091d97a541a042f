import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PrayingHandsIcon } from './PrayingHandsIcon';
import type { PostCardHost } from './post-card-host';
import { type PrayCard, usePrayerActions } from './usePrayerActions';
import { WhoPrayedDialog } from './WhoPrayedDialog';
import './prayer-card.css';

/**
 * "🙏 I prayed" on a prayer request's card, with the count beside it. For the author the count
 * opens "Who prayed"; others only see the number. Today's page hands it a request whose
 * `is_prayed` is whether the member prayed today.
 */
export function PrayButton({ post, own, host }: { post: PrayCard; own: boolean; host: PostCardHost }) {
  const { t } = useLingui();
  const { togglePrayed } = usePrayerActions(host);
  const [listOpen, setListOpen] = useState(false);
  const count = post.prayer_count;
  const countLabel = t({ message: plural(count, { one: '# person prayed', other: '# people prayed' }) });
  return (
    <div className="pen-pray">
      <button
        type="button"
        className={`pen-action pen-pray-toggle ${post.is_prayed ? 'prayed' : ''}`}
        aria-pressed={post.is_prayed}
        onClick={() => togglePrayed(post)}
      >
        <PrayingHandsIcon /> <Trans>I prayed</Trans>
      </button>
      {own && count > 0 ? (
        <button type="button" className="pen-pray-count pen-pray-count-open" aria-label={t`Who prayed: ${countLabel}`} onClick={() => setListOpen(true)}>
          {count}
        </button>
      ) : count > 0 ? (
        <span className="pen-pray-count" aria-label={countLabel} title={countLabel}>
          {count}
        </span>
      ) : null}
      {listOpen ? <WhoPrayedDialog postId={post.posts_id} host={host} onClose={() => setListOpen(false)} /> : null}
    </div>
  );
}
