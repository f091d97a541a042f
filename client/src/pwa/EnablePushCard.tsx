import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useEffect, useState } from 'react';
import { useAlerts } from '../components/alerts/AlertProvider';
import { NoticeIcon } from '../components/icons/NoticeIcon';
import { currentPushState, enablePush, PushState } from './push-subscription';
import './pwa.css';

const DISMISSED_KEY = 'pen.pushCardDismissed';

/**
 * Offers notifications on this device where they are useful (the notifications page), never on
 * first load; hidden once enabled, when unsupported, blocked, or dismissed.
 */
export function EnablePushCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');

  useEffect(() => {
    void currentPushState().then(setState, () => setState('unsupported'));
  }, []);

  if (dismissed || state !== 'default') return null;

  const enable = async () => {
    setBusy(true);
    try {
      const next = await enablePush();
      setState(next);
      if (next === 'subscribed') showAlert(t`Notifications are on for this device`, 'success');
      if (next === 'denied') showAlert(t`Notifications are blocked in your browser settings`, 'warning');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not turn on notifications`), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="push-card card" role="region" aria-label={t`Notifications on this device`}>
      <span className="push-card-icon"><NoticeIcon name="bell" size={26} /></span>
      <div className="push-card-text">
        <strong>
          <Trans>Get notified on this device</Trans>
        </strong>
        <span className="muted">
          <Trans>Know at once when someone likes, comments or sends a friend request.</Trans>
        </span>
      </div>
      <div className="push-card-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void enable()}>
          {busy ? <Trans>Turning on…</Trans> : <Trans>Turn on</Trans>}
        </button>
        <button
          type="button"
          className="push-card-close"
          aria-label={t`Not now`}
          onClick={() => {
            localStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          ×
        </button>
      </div>
    </div>
  );
}
