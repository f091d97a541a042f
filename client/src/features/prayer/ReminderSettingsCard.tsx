import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../lib/format';
import { errorMessage } from '@pen/sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { Spinner } from '../../components/Spinner';
import { browserTimeZone, useReminderSettings, useUpdateReminderSettings } from './api';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** The whole hour as the language writes a time ("08:00" / "08.00"). */
const hourLabel = (h: number) => formatTime(new Date(2000, 0, 1, h));

/** Every zone the browser knows, with the chosen one kept even when it does not list it. */
function zones(current: string): string[] {
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  const set = new Set(all.length ? all : ['UTC']);
  set.add(current);
  set.add('UTC');
  return [...set].sort();
}

/** /settings: "Prayer reminders": the hour and time zone of the daily reminder (default 08:00 in this browser's zone). */
export function ReminderSettingsCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const [hour, setHour] = useState(8);
  const [zone, setZone] = useState(browserTimeZone);
  const hourId = useId();
  const zoneId = useId();

  useEffect(() => {
    if (!settings.data) return;
    setHour(settings.data.hour);
    setZone(settings.data.saved ? settings.data.time_zone : browserTimeZone());
  }, [settings.data]);

  const options = useMemo(() => zones(zone), [zone]);
  const changed = !settings.data?.saved || settings.data.hour !== hour || settings.data.time_zone !== zone;

  async function save() {
    try {
      await update.mutateAsync({ hour, timeZone: zone });
      showAlert(t`Prayer reminder time saved`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not save the reminder time. Please try again`), 'error');
    }
  }

  return (
    <section className="card prayer-reminder-card" aria-labelledby="prayer-reminders-title">
      <h2 id="prayer-reminders-title">
        <Trans>Prayer reminders</Trans>
      </h2>
      <p className="muted">
        <Trans>When you commit to pray for a request, we remind you once a day at this time, in the app and by push notification.</Trans>
      </p>
      {settings.isPending ? <Spinner /> : null}
      <div className="prayer-reminder-fields">
        <div className="prayer-reminder-field">
          <label htmlFor={hourId}>
            <Trans>Time</Trans>
          </label>
          {/* Not editable until the saved settings arrive: they would overwrite what was chosen. */}
          <select id={hourId} value={hour} disabled={settings.isPending} onChange={(e) => setHour(Number(e.target.value))}>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        </div>
        <div className="prayer-reminder-field">
          <label htmlFor={zoneId}>
            <Trans>Time zone</Trans>
          </label>
          <select id={zoneId} value={zone} disabled={settings.isPending} onChange={(e) => setZone(e.target.value)}>
            {options.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="button" className="button" disabled={update.isPending || !changed} onClick={() => void save()}>
        {update.isPending ? t`Saving…` : t`Save reminder time`}
      </button>
    </section>
  );
}
