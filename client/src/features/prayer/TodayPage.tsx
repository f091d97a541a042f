import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type TodayRequestDto } from '@pen/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { formatTime } from '../../lib/format';
import { useReminderSettings, useToday, useUpdateTodaySettings } from './api';
import { PrayButton } from './PrayButton';
import type { PostCardHost } from './post-card-host';
import { asPrayCard, useTodayHost } from './today-host';
import './prayer.css';

const COUNTS = Array.from({ length: 20 }, (_, i) => i + 1);

function TodayItem({ item, host }: { item: TodayRequestDto; host: PostCardHost }) {
  const { t } = useLingui();
  return (
    <li className={`card prayer-item today-item ${item.prayed_today ? 'prayed' : ''}`} data-testid="today-item">
      <div className="prayer-item-head">
        <strong>{item.user_id === 0 ? t`Anonymous` : item.user_name}</strong>
        {item.post_type === 'emergency_pray_request' ? <span className="prayer-tag urgent">{t`Urgent`}</span> : null}
        {item.committed ? <span className="prayer-tag">{t`Committed`}</span> : null}
        {item.prayed_today ? <span className="prayer-tag done">{t`Prayed today`}</span> : null}
      </div>
      <Link to={`/post/${item.posts_id}`} className="prayer-item-text">
        {item.content}
      </Link>
      <div className="today-item-foot">
        <PrayButton post={asPrayCard(item)} own={false} host={host} />
      </div>
    </li>
  );
}

/** How many requests a day, and the morning push at the reminder time. */
function TodaySettings({ count, morningPush }: { count: number; morningPush: boolean }) {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const update = useUpdateTodaySettings();
  const reminder = useReminderSettings();
  const countId = useId();
  const hour = reminder.data?.hour ?? 8;
  const time = formatTime(new Date(2000, 0, 1, hour));
  // The choice shows in the same event as the click: the cache's optimistic update lands a task later,
  // and a controlled input would flick back to the saved value in between.
  const [choice, setChoice] = useState<{ count: number; morningPush: boolean } | null>(null);
  const shown = choice ?? { count, morningPush };
  const save = (body: { count: number; morning_push?: boolean }, done: string) => {
    setChoice({ count: body.count, morningPush: body.morning_push ?? shown.morningPush });
    return update
      .mutateAsync(body)
      .then(
        () => showAlert(done, 'success'),
        (err: unknown) => showAlert(errorMessage(err, t`Could not save your Today settings. Please try again`), 'error'),
      )
      .finally(() => setChoice(null));
  };
  return (
    <section className="card today-settings" aria-labelledby="today-settings-title">
      <h2 id="today-settings-title">
        <Trans>Your daily selection</Trans>
      </h2>
      <div className="today-settings-fields">
        <div className="prayer-reminder-field">
          <label htmlFor={countId}>
            <Trans>Requests a day</Trans>
          </label>
          <select id={countId} value={shown.count} disabled={update.isPending} onChange={(e) => void save({ count: Number(e.target.value) }, t`Saved`)}>
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <label className="today-push-field">
          <input
            type="checkbox"
            checked={shown.morningPush}
            disabled={update.isPending}
            onChange={(e) =>
              void save({ count: shown.count, morning_push: e.target.checked }, e.target.checked ? t`You will get a morning notification at ${time}` : t`Morning notification turned off`)
            }
          />{' '}
          <span>
            <Trans>Send me a notification at {time} with today&apos;s prayer requests</Trans>
          </span>
        </label>
      </div>
      <p className="muted">
        <Trans>
          The time is your prayer reminder time; change it in <Link to="/settings">Settings</Link>.
        </Trans>
      </p>
    </section>
  );
}

/**
 * /today: the day's prayer requests (issue 44), chosen by the server from the member's commitments
 * and their groups' and friends' open requests, with "I prayed" on each; the count and the
 * morning notification below.
 */
export default function TodayPage() {
  const { t } = useLingui();
  const today = useToday();
  const host = useTodayHost();
  const items = today.data?.requests ?? [];
  const left = items.filter((i) => !i.prayed_today).length;
  return (
    <AppLayout title={t`Pray today`} heading>
      <div className="pen-narrow prayer-list-page today-page">
        <p className="muted prayer-intro">
          <Trans>
            A few prayer requests for today from those you committed to, your friends and your groups. Each day brings others, so every
            request comes up in turn.
          </Trans>
        </p>
        {today.isPending ? <Spinner /> : null}
        {today.isError ? <p className="muted">{t`Could not load today's prayer requests. Please try again later`}</p> : null}
        {today.data ? (
          <>
            <section aria-labelledby="today-requests-title" className="prayer-section">
              <h2 id="today-requests-title">
                <Trans>Today&apos;s prayer requests</Trans>{' '}
                {items.length > 0 ? (
                  <span className="muted">
                    {left === 0 ? t`All prayed for` : t({ message: plural(left, { one: '# left', other: '# left' }) })}
                  </span>
                ) : null}
              </h2>
              {items.length === 0 ? (
                <p className="today-empty" data-testid="today-empty">
                  <Trans>
                    No prayer requests for today. When your friends or groups share prayer requests, or you commit to pray for one, they
                    show up here.
                  </Trans>
                </p>
              ) : (
                <ul className="prayer-items">
                  {items.map((item) => (
                    <TodayItem key={item.posts_id} item={item} host={host} />
                  ))}
                </ul>
              )}
            </section>
            <TodaySettings count={today.data.count} morningPush={today.data.morning_push} />
          </>
        ) : null}
      </div>
    </AppLayout>
  );
}
