import { createContext, ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface Alert {
  id: number;
  message: string;
  type: AlertType;
}

/** Alerts disappear after 7 seconds or when closed (spec). */
export const ALERT_DURATION_MS = 7000;

interface AlertsApi {
  showAlert: (message: string, type?: AlertType) => void;
}

const AlertsContext = createContext<AlertsApi>({ showAlert: () => undefined });

/** `const { showAlert } = useAlerts(); showAlert('Post deleted', 'success')` */
export const useAlerts = (): AlertsApi => useContext(AlertsContext);

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setAlerts((list) => list.filter((a) => a.id !== id)), []);

  const showAlert = useCallback(
    (message: string, type: AlertType = 'info') => {
      const id = nextId.current++;
      setAlerts((list) => [...list, { id, message, type }]);
      window.setTimeout(() => close(id), ALERT_DURATION_MS);
    },
    [close],
  );

  const api = useMemo(() => ({ showAlert }), [showAlert]);
  return (
    <AlertsContext.Provider value={api}>
      {children}
      <div className="alerts" aria-live="polite">
        {alerts.map((a) => (
          <div key={a.id} className={`alert alert-${a.type}`} role={a.type === 'error' ? 'alert' : 'status'}>
            <span>{a.message}</span>
            <button type="button" className="alert-close" aria-label="Close" onClick={() => close(a.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </AlertsContext.Provider>
  );
}
