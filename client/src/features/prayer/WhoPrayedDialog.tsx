import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { Dialog } from '../../components/dialog/Dialog';
import type { PostCardHost } from './post-card-host';
import { useWhoPrayed } from './usePrayerActions';

/** The author's list of who prayed for their request, most recent first, 50 at a time. */
export function WhoPrayedDialog({ postId, host, onClose }: { postId: number; host: PostCardHost; onClose: () => void }) {
  const { t } = useLingui();
  const list = useWhoPrayed(postId, host);
  const members = list.data?.pages.flatMap((p) => p.members) ?? [];
  return (
    <Dialog title={t`Who prayed`} onClose={onClose} className="pen-who-prayed">
      {list.isPending ? <p className="muted">{t`Loading…`}</p> : null}
      {list.isError ? <p className="field-error">{errorMessage(list.error, t`Could not load who prayed`)}</p> : null}
      {list.isSuccess && members.length === 0 ? <p className="muted">{t`Nobody has prayed yet.`}</p> : null}
      {members.length > 0 ? (
        <ul className="pen-who-prayed-list">
          {members.map((m) => (
            <li key={m.user_id}>
              {host.member(m, 'pen-who-prayed-name')}
              <time className="muted" dateTime={m.prayed_at}>
                {host.date(m.prayed_at)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <button type="button" className="button secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t`Loading…` : t`Show more`}
        </button>
      ) : null}
    </Dialog>
  );
}
