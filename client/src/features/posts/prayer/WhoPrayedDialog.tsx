import { errorMessage } from '@pen/sdk';
import { Dialog } from '../../../components/dialog/Dialog';
import { AuthorLink } from '../components/AuthorLink';
import { Avatar } from '../components/Avatar';
import { postDate } from '../format';
import { useWhoPrayed } from './usePrayerActions';

/** The author's list of who prayed for their request, most recent first, 50 at a time. */
export function WhoPrayedDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const list = useWhoPrayed(postId);
  const members = list.data?.pages.flatMap((p) => p.members) ?? [];
  return (
    <Dialog title="Who prayed" onClose={onClose} className="pen-who-prayed">
      {list.isPending ? <p className="muted">Loading…</p> : null}
      {list.isError ? <p className="field-error">{errorMessage(list.error, 'Could not load who prayed')}</p> : null}
      {list.isSuccess && members.length === 0 ? <p className="muted">Nobody has prayed yet.</p> : null}
      {members.length > 0 ? (
        <ul className="pen-who-prayed-list">
          {members.map((m) => (
            <li key={m.user_id}>
              <AuthorLink author={m} pictureOnly>
                <Avatar picture={m.profile_picture} name={m.user_name} />
              </AuthorLink>
              <AuthorLink author={m} className="pen-who-prayed-name">
                {m.user_name}
              </AuthorLink>
              <time className="muted" dateTime={m.prayed_at}>
                {postDate(m.prayed_at)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <button type="button" className="button secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </Dialog>
  );
}
