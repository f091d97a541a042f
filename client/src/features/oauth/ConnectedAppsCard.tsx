import { errorMessage, type ConnectedAppDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { scopeLabel } from './scope-labels';
import { useConnectedApps, useDisconnectApp } from './useOAuth';
import './oauth.css';

/** /settings: "Connected apps": the apps the member allowed, with what and since when; Disconnect ends their access at once. */
export function ConnectedAppsCard() {
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();

  async function disconnectApp(app: ConnectedAppDto) {
    const ok = await confirm({ message: `Disconnect “${app.name}”? It loses access to your account at once.`, confirmLabel: 'Disconnect', danger: true });
    if (!ok) return;
    try {
      await disconnect.mutateAsync(app.clientId);
      showAlert(`“${app.name}” disconnected`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, 'Could not disconnect the app. Please try again'), 'error');
    }
  }

  return (
    <section className="card oauth-card" aria-labelledby="connected-apps-title">
      <h2 id="connected-apps-title">Connected apps</h2>
      <p className="muted">Apps you allowed to use Pen for you. Disconnect an app you no longer use.</p>
      {apps.isPending ? <Spinner /> : null}
      {apps.isError ? <p className="muted">Could not load your connected apps. Please try again later</p> : null}
      {apps.data && apps.data.length > 0 ? (
        <ul className="oauth-list" aria-label="Connected apps">
          {apps.data.map((app) => (
            <li key={app.clientId} className="oauth-item">
              <div className="oauth-info">
                <strong>{app.name}</strong>
                <span className="oauth-scope-badges">
                  {app.scopes.map((s) => (
                    <em key={s} className="oauth-scope">
                      {scopeLabel(s)}
                    </em>
                  ))}
                </span>
                <span className="oauth-meta">Connected {new Date(app.since).toLocaleDateString()}</span>
                {app.website ? <span className="oauth-meta">{app.website}</span> : null}
              </div>
              <button type="button" className="button secondary small" disabled={disconnect.isPending} aria-label={`Disconnect ${app.name}`} onClick={() => void disconnectApp(app)}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {apps.data && apps.data.length === 0 ? <p className="muted">No apps are connected to your account.</p> : null}
      {dialog}
    </section>
  );
}
