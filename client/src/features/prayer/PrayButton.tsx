import type { PostDto } from '@pen/sdk';
import { useState } from 'react';
import { PrayingHandsIcon } from './PrayingHandsIcon';
import type { PostCardHost } from './post-card-host';
import { usePrayerActions } from './usePrayerActions';
import { WhoPrayedDialog } from './WhoPrayedDialog';
import './prayer-card.css';

/**
 * "🙏 I prayed" on a prayer request's card, with the count beside it. For the author the count
 * opens "Who prayed"; others only see the number.
 */
export function PrayButton({ post, own, host }: { post: PostDto; own: boolean; host: PostCardHost }) {
  const { togglePrayed } = usePrayerActions(host);
  const [listOpen, setListOpen] = useState(false);
  const count = post.prayer_count;
  const countLabel = `${count} ${count === 1 ? 'person' : 'people'} prayed`;
  return (
    <div className="pen-pray">
      <button
        type="button"
        className={`pen-action pen-pray-toggle ${post.is_prayed ? 'prayed' : ''}`}
        aria-pressed={post.is_prayed}
        onClick={() => togglePrayed(post)}
      >
        <PrayingHandsIcon /> I prayed
      </button>
      {own && count > 0 ? (
        <button type="button" className="pen-pray-count pen-pray-count-open" aria-label={`Who prayed: ${countLabel}`} onClick={() => setListOpen(true)}>
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
