import { errorMessage, type PrayerListItemDto } from '@pen/sdk';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { PrayIcon } from '../../components/icons/line-icons';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useEndCommitment, useMyPrayerList } from './api';
import { formatDayMonth } from '../../lib/format';
import './prayer.css';

const daysLeft = (n: number) => (n <= 1 ? 'Last day' : `${n} days left`);

function RequestItem({ item }: { item: PrayerListItemDto }) {
  const end = useEndCommitment();
  const { showAlert } = useAlerts();
  const stop = () =>
    end.mutateAsync(item.posts_id).then(
      () => showAlert('Prayer commitment ended', 'success'),
      (err: unknown) => showAlert(errorMessage(err, 'Could not end the commitment'), 'error'),
    );
  return (
    <li className={`card prayer-item ${item.prayer_status === 'answered' ? 'answered' : ''}`} data-testid="prayer-list-item">
      <div className="prayer-item-head">
        <strong>{item.user_name}</strong>
        {item.post_type === 'emergency_pray_request' ? <span className="prayer-tag urgent">Urgent</span> : null}
        {item.commitment ? <span className="prayer-tag">{daysLeft(item.commitment.days_left)}</span> : null}
        {item.prayed_today ? <span className="prayer-tag done">Prayed today</span> : null}
      </div>
      <Link to={`/post/${item.posts_id}`} className="prayer-item-text">
        {item.content}
      </Link>
      {item.prayer_status === 'answered' ? (
        <div className="prayer-answer">
          <strong>Prayer answered{item.answered_at ? ` · ${formatDayMonth(item.answered_at)}` : ''}</strong>
          {item.answer_testimony ? <p>{item.answer_testimony}</p> : null}
        </div>
      ) : null}
      <div className="prayer-item-foot">
        <span className="muted">
          <PrayIcon /> {item.prayer_count} {item.prayer_count === 1 ? 'prayer' : 'prayers'}
          {item.commitment ? ` · committed for ${item.commitment.days} ${item.commitment.days === 1 ? 'day' : 'days'}` : ''}
        </span>
        {item.commitment ? (
          <button type="button" className="button secondary small" disabled={end.isPending} onClick={() => void stop()}>
            End commitment
          </button>
        ) : null}
      </div>
    </li>
  );
}

function Section({ title, items, empty }: { title: string; items: PrayerListItemDto[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  const id = `prayer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="prayer-section">
      <h2 id={id}>
        {title} <span className="muted">({items.length})</span>
      </h2>
      {items.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="prayer-items">
        {items.map((i) => (
          <RequestItem key={i.posts_id} item={i} />
        ))}
      </ul>
    </section>
  );
}

/** /prayer-list: the requests I pray for: open ones (with my commitment's days left), prayed today, answered. */
export default function PrayerListPage() {
  const list = useMyPrayerList();
  const items = list.data?.pages.flatMap((p) => p.requests) ?? [];
  const open = items.filter((i) => i.prayer_status === 'open');
  const toPray = open.filter((i) => !i.prayed_today);
  const prayedToday = open.filter((i) => i.prayed_today);
  const answered = items.filter((i) => i.prayer_status === 'answered');
  return (
    <AppLayout title="My prayer list" heading>
      <div className="pen-narrow prayer-list-page">
        <p className="muted prayer-intro">The requests you prayed for or committed to in the last 30 days. Set the time of your daily reminder in <Link to="/settings">Settings</Link>.</p>
        {list.isPending ? <Spinner /> : null}
        {list.isError ? <p className="muted">Could not load your prayer list. Please try again later</p> : null}
        {list.data ? (
          <>
            <Section title="Open requests" items={toPray} empty={prayedToday.length ? 'You prayed for every open request today.' : 'No open requests yet. Commit to pray for one from the feed.'} />
            <Section title="Prayed today" items={prayedToday} />
            <Section title="Answered" items={answered} />
            {list.hasNextPage ? (
              <button type="button" className="button secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </AppLayout>
  );
}
