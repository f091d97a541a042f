import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { GroupPrayerList } from '../../posts';
import { PrayerLevel, usePrayerNotifications, useSetPrayerNotifications } from '../api/usePrayerNotifications';

type Status = 'open' | 'answered';

const STATUSES: Array<{ value: Status; label: MessageDescriptor }> = [
  { value: 'open', label: msg`Open` },
  { value: 'answered', label: msg`Answered` },
];

const LEVELS: Array<{ value: PrayerLevel; label: MessageDescriptor }> = [
  { value: 'all', label: msg`Every prayer request` },
  { value: 'emergency', label: msg`Emergency requests only` },
  { value: 'none', label: msg`None` },
];

/** The group's Prayer tab (issue 44): its requests by status, a way to ask the group, and what notifies me. */
export function GroupPrayerTab({ groupId }: { groupId: number }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>('open');
  return (
    <section className="grp-prayer" aria-labelledby="grp-prayer-title">
      <h2 id="grp-prayer-title" className="grp-section-title">
        <Trans>Prayer requests</Trans>
      </h2>
      <div className="card grp-prayer-tools">
        <Link to={`/create-pray-request?groupId=${groupId}`} className="button">
          <Trans>Ask the group to pray</Trans>
        </Link>
        <PrayerNotificationsControl groupId={groupId} />
      </div>
      <div className="grp-prayer-filter" role="group" aria-label={t`Show prayer requests`}>
        {STATUSES.map((s) => (
          <StatusButton key={s.value} label={s.label} active={status === s.value} onSelect={() => setStatus(s.value)} />
        ))}
      </div>
      <GroupPrayerList groupId={groupId} status={status} />
    </section>
  );
}

function StatusButton({ label, active, onSelect }: { label: MessageDescriptor; active: boolean; onSelect: () => void }) {
  const { i18n } = useLingui();
  return (
    <button type="button" aria-pressed={active} className={`button ${active ? '' : 'secondary'}`} onClick={onSelect}>
      {i18n._(label)}
    </button>
  );
}

/** What the group's new prayer requests notify me of (in the app and by push). */
function PrayerNotificationsControl({ groupId }: { groupId: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { showAlert } = useAlerts();
  const level = usePrayerNotifications(groupId);
  const save = useSetPrayerNotifications(groupId);
  return (
    <div className="grp-prayer-level">
      <label htmlFor={id}>
        <Trans>Notify me of</Trans>
      </label>
      <select
        id={id}
        value={save.isPending ? save.variables : (level.data?.level ?? 'emergency')}
        disabled={level.isPending || save.isPending}
        onChange={(e) =>
          save.mutate(e.target.value as PrayerLevel, {
            onSuccess: () => showAlert(t`Notification choice saved`, 'success'),
            onError: (err) => showAlert(errorMessage(err, t`Failed to save the notification choice`), 'error'),
          })
        }
      >
        {LEVELS.map((l) => (
          <option key={l.value} value={l.value}>
            {i18n._(l.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
