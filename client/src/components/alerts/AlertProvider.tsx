import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { playSound, SoundType } from '../../lib/sound';
import './alerts.css';

export type AlertType = SoundType;

export interface Alert {
  id: number;
  message: string;
  type: AlertType;
}

/** Alerts disappear after 7 seconds or when closed (spec). */
export const ALERT_DURATION_MS = 7000;

const ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };
const TITLES: Record<AlertType, MessageDescriptor> = { info: msg`Info`, success: msg`Success`, warning: msg`Warning`, error: msg`Error` };

interface AlertsApi {
  showAlert: (message: string, type?: AlertType) => void;
}

const AlertsContext = createContext<AlertsApi>({ showAlert: () => undefined });

/** `const { showAlert } = useAlerts(); showAlert('Post deleted', 'success')` */
export const useAlerts = (): AlertsApi => useContext(AlertsContext);

export function AlertProvider({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const close = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((list) => list.filter((a) => a.id !== id));
  }, []);

  const showAlert = useCallback(
    (message: string, type: AlertType = 'info') => {
      const id = nextId.current++;
      setAlerts((list) => [...list, { id, message, type }]);
      timers.current.set(id, window.setTimeout(() => close(id), ALERT_DURATION_MS));
      playSound(type);
    },
    [close],
  );

  // Timers of a provider that goes away must not fire into nothing.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const api = useMemo(() => ({ showAlert }), [showAlert]);
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <div className="alerts" aria-live="polite">
        {alerts.map((a) => (
          <div key={a.id} className={`alert alert-${a.type}`} role={a.type === 'error' ? 'alert' : 'status'}>
            <span className="alert-icon" aria-hidden="true">
              {ICONS[a.type]}
            </span>
            <span className="visually-hidden">{i18n._(TITLES[a.type])}: </span>
            <span className="alert-message">{a.message}</span>
            <button type="button" className="alert-close" aria-label={t`Close`} onClick={() => close(a.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </AlertsContext.Provider>
  );
}
