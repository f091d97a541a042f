import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type SessionDto } from '@pen/sdk';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { getDeviceId } from '../../lib/device';
import { signOut } from '../../lib/sign-out';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { BlockedMembersCard, MutedMembersCard } from '../connections';
import { useLogoutAll, useLogoutAllExceptThis, useLogoutChosenDevice, useProfileUserInfo, useUpdateEmailNotifications, useUserSessions } from '../auth';
import { ReminderSettingsCard } from '../prayer';
import { DescriptionReminderCard } from '../posts';
import { ConnectedAppsCard, DeveloperAppsCard } from '../oauth';
import { PasskeysCard, TwoFactorCard } from '../security';
import { StandingCard } from '../standing';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';
import { DataExportCard } from './DataExportCard';
import { describeDevice } from './describe-device';
import { formatDateTime } from '../../lib/format';
import { LanguageCard } from './LanguageCard';
import '../../components/account-page.css';
import './settings.css';

/** Line icons (no emoji: not every system has an emoji font). */
function DeviceIcon({ mobile }: { mobile: boolean }) {
  return mobile ? (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

interface DeviceGroup {
  key: string;
  label: string;
  mobile: boolean;
  current: boolean;
  sessions: SessionDto[];
}

/**
 * Sessions grouped by the kind of device they are on ("Chrome on Android"), so many sign-ins from
 * one phone read as one device (issue 41): this device's group first, then the most recently
 * used; within a group, this session first, then by last use (the server's order).
 */
function groupByDevice(sessions: SessionDto[], deviceId: string): DeviceGroup[] {
  const groups = new Map<string, DeviceGroup>();
  for (const s of sessions) {
    const device = describeDevice(s.user_agent);
    const key = `${device.label}|${device.mobile ? 'm' : 'd'}`;
    const group = groups.get(key) ?? { key, label: device.label, mobile: device.mobile, current: false, sessions: [] };
    group.sessions.push(s);
    if (s.device_id === deviceId) group.current = true;
    groups.set(key, group);
  }
  const list = [...groups.values()];
  for (const g of list) g.sessions.sort((a, b) => Number(b.device_id === deviceId) - Number(a.device_id === deviceId));
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}

/** One sign-in of a device: when it was last used and from which address, each on its own line, so a phone shows both in full. */
function SessionRow({ session, current, deviceName, busy, onLogOut }: { session: SessionDto; current: boolean; deviceName: string; busy: boolean; onLogOut: () => void }) {
  const { t } = useLingui();
  const lastActive = formatDateTime(session.last_used_at);
  const signedIn = formatDateTime(session.created_at);
  const address = session.ip_address || t`unknown address`;
  return (
    <li className={`session-item${current ? ' current' : ''}`}>
      <dl className="session-info">
        <div>
          <dt>
            <Trans>Last active</Trans>
          </dt>
          <dd>
            <time dateTime={session.last_used_at}>{lastActive}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Signed in</Trans>
          </dt>
          <dd>
            <time dateTime={session.created_at}>{signedIn}</time>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd className="session-address">{address}</dd>
        </div>
      </dl>
      {current ? (
        <span className="session-here">
          <Trans>This session</Trans>
        </span>
      ) : (
        <button type="button" className="button secondary small" disabled={busy} aria-label={t`Log out ${deviceName}, last active ${lastActive}`} onClick={onLogOut}>
          <Trans>Log out</Trans>
        </button>
      )}
    </li>
  );
}

function SessionsCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const sessions = useUserSessions();
  const all = useLogoutAll();
  const allExcept = useLogoutAllExceptThis();
  const chosen = useLogoutChosenDevice();
  const deviceId = getDeviceId();

  // Spec: the sessions page signs out when this device is not among the sessions.
  useEffect(() => {
    if (sessions.data && !sessions.data.some((s) => s.device_id === deviceId)) void signOut();
  }, [sessions.data, deviceId]);

  async function run(action: () => Promise<unknown>, success: string, signsOut: boolean) {
    try {
      await action();
      showAlert(success, 'success');
      if (signsOut) await signOut();
    } catch (err) {
      showAlert(errorMessage(err, t`Logout failed. Please try again`), 'error');
    }
  }

  const busy = all.isPending || allExcept.isPending || chosen.isPending;
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <Trans>Active sessions</Trans>
      </h2>
      {sessions.isPending ? <Spinner /> : null}
      {sessions.isError ? (
        <p className="muted">
          <Trans>Error logging out. Please try again later</Trans>
        </p>
      ) : null}
      {sessions.data ? (
        <ul className="session-groups">
          {groupByDevice(sessions.data, deviceId).map((group) => (
            <li key={group.key} className={`session-group${group.current ? ' current' : ''}`}>
              <div className="session-group-head">
                <span className="session-icon" aria-hidden="true">
                  <DeviceIcon mobile={group.mobile} />
                </span>
                <h3 className="session-device">
                  {group.label}
                  {group.current ? (
                    <em className="session-badge">
                      <Trans>This device</Trans>
                    </em>
                  ) : null}
                </h3>
              </div>
              <ul className="session-list" aria-label={group.label}>
                {group.sessions.map((s) => (
                  <SessionRow key={s.session_id} session={s} current={s.device_id === deviceId} deviceName={group.label} busy={busy} onLogOut={() => void run(() => chosen.mutateAsync(s.device_id), t`Device has been logged out`, false)} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="session-actions">
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void run(() => allExcept.mutateAsync(deviceId), t`All devices have been logged out except this one`, false)}
        >
          <Trans>Log out all except this one</Trans>
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void run(() => all.mutateAsync(undefined), t`All logged-in devices have been logged out`, true)}>
          <Trans>Log out all devices</Trans>
        </button>
      </div>
    </section>
  );
}

function EmailNotificationsCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const profile = useProfileUserInfo();
  const update = useUpdateEmailNotifications();
  const enabled = profile.data?.receive_email_notifications ?? false;
  return (
    <section className="card switch-row">
      <div>
        <h2 id="email-switch-label">
          <Trans>Email notifications</Trans>
        </h2>
        <p>
          <Trans>Get an email about new likes, comments and friend requests.</Trans>
        </p>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-labelledby="email-switch-label"
          checked={enabled}
          disabled={!profile.data || update.isPending}
          onChange={(e) =>
            update.mutate(e.target.checked, {
              onError: (err) => showAlert(errorMessage(err, t`Error saving information. Please try again`), 'error'),
            })
          }
        />
        <span aria-hidden="true" />
      </label>
    </section>
  );
}

/** /settings: profile link, sessions, the e-mail switch, API keys, blocked and muted members, and log out. */
export default function SettingsPage() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();

  async function logOut() {
    await signOut();
    showAlert(t`Logged out`, 'success');
  }

  return (
    <AppLayout title={t`Settings`}>
      <div className="account-page">
        <h1>
          <Trans>Settings</Trans>
        </h1>
        <section className="card">
          <Link to="/profile" className="link-row">
            <Trans>Profile settings</Trans> <span aria-hidden="true">›</span>
          </Link>
          <Link to="/set-new-password" className="link-row">
            <Trans>Change password</Trans> <span aria-hidden="true">›</span>
          </Link>
        </section>
        <LanguageCard />
        <EmailNotificationsCard />
        <ReminderSettingsCard />
        <DescriptionReminderCard />
        <TwoFactorCard />
        <PasskeysCard />
        <SessionsCard />
        <StandingCard />
        <DataExportCard />
        <ApiKeysCard />
        <WebhooksCard />
        <ConnectedAppsCard />
        <DeveloperAppsCard />
        <BlockedMembersCard />
        <MutedMembersCard />
        <section className="card">
          <button type="button" className="button danger" onClick={() => void logOut()}>
            <Trans>Log out</Trans>
          </button>
        </section>
      </div>
    </AppLayout>
  );
}
