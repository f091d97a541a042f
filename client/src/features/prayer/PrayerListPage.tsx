import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type PrayerListItemDto } from '@pen/sdk';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { PrayIcon } from '../../components/icons/line-icons';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useEndCommitment, useMyPrayerList } from './api';
import { formatDayMonth } from '../../lib/format';
import './prayer.css';

function RequestItem({ item }: { item: PrayerListItemDto }) {
  const { t } = useLingui();
  const end = useEndCommitment();
  const { showAlert } = useAlerts();
  const answeredOn = item.answered_at ? formatDayMonth(item.answered_at) : '';
  const prayers = item.prayer_count;
  const daysLeft = item.commitment?.days_left ?? 0;
  const committedDays = item.commitment?.days ?? 0;
  const prayerText = t({ message: plural(prayers, { one: '# prayer', other: '# prayers' }) });
  const commitText = t({ message: plural(committedDays, { one: 'committed for # day', other: 'committed for # days' }) });
  const stop = () =>
    end.mutateAsync(item.posts_id).then(
      () => showAlert(t`Prayer commitment ended`, 'success'),
      (err: unknown) => showAlert(errorMessage(err, t`Could not end the commitment`), 'error'),
    );
  return (
    <li className={`card prayer-item ${item.prayer_status === 'answered' ? 'answered' : ''}`} data-testid="prayer-list-item">
      <div className="prayer-item-head">
        {/* An anonymous request comes as user 0 (issue 44). */}
        <strong>{item.user_id === 0 ? t`Anonymous` : item.user_name}</strong>
        {item.post_type === 'emergency_pray_request' ? <span className="prayer-tag urgent">{t`Urgent`}</span> : null}
        {item.commitment ? (
          <span className="prayer-tag">
            {daysLeft <= 1 ? t`Last day` : t({ message: plural(daysLeft, { one: '# day left', other: '# days left' }) })}
          </span>
        ) : null}
        {item.prayed_today ? <span className="prayer-tag done">{t`Prayed today`}</span> : null}
      </div>
      <Link to={`/post/${item.posts_id}`} className="prayer-item-text">
        {item.content}
      </Link>
      {item.prayer_status === 'answered' ? (
        <div className="prayer-answer">
          <strong>{answeredOn ? t`Prayer answered · ${answeredOn}` : t`Prayer answered`}</strong>
          {item.answer_testimony ? <p>{item.answer_testimony}</p> : null}
        </div>
      ) : null}
      <div className="prayer-item-foot">
        <span className="muted">
          <PrayIcon />{' '}
          {item.commitment ? t`${prayerText} · ${commitText}` : prayerText}
        </span>
        {item.commitment ? (
          <button type="button" className="button secondary small" disabled={end.isPending} onClick={() => void stop()}>
            <Trans>End commitment</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}

function Section({ name, title, items, empty }: { name: string; title: string; items: PrayerListItemDto[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  const id = `prayer-${name}`;
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
  const { t } = useLingui();
  const list = useMyPrayerList();
  const items = list.data?.pages.flatMap((p) => p.requests) ?? [];
  const open = items.filter((i) => i.prayer_status === 'open');
  const toPray = open.filter((i) => !i.prayed_today);
  const prayedToday = open.filter((i) => i.prayed_today);
  const answered = items.filter((i) => i.prayer_status === 'answered');
  return (
    <AppLayout title={t`My prayer list`} heading>
      <div className="pen-narrow prayer-list-page">
        <p className="muted prayer-intro">
          <Trans>
            The requests you prayed for or committed to in the last 30 days. Set the time of your daily reminder in <Link to="/settings">Settings</Link>.
          </Trans>
        </p>
        <p className="prayer-intro">
          <Link to="/today">
            <Trans>Today&apos;s prayer requests from your friends and groups</Trans>
          </Link>
        </p>
        {list.isPending ? <Spinner /> : null}
        {list.isError ? <p className="muted">{t`Could not load your prayer list. Please try again later`}</p> : null}
        {list.data ? (
          <>
            <Section
              name="open-requests"
              title={t`Open requests`}
              items={toPray}
              empty={prayedToday.length ? t`You prayed for every open request today.` : t`No open requests yet. Commit to pray for one from the feed.`}
            />
            <Section name="prayed-today" title={t`Prayed today`} items={prayedToday} />
            <Section name="answered" title={t`Answered`} items={answered} />
            {list.hasNextPage ? (
              <button type="button" className="button secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? t`Loading…` : t`Show more`}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
    </AppLayout>
  );
}
