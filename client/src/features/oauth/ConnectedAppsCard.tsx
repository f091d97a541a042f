import { errorMessage, type ConnectedAppDto } from '@pen/sdk';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Badges, ManagedList } from '../../components/ManagedList';
import { scopeLabel } from './scope-labels';
import { useConnectedApps, useDisconnectApp } from './useOAuth';
import { formatDate } from '../../lib/format';
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
      <ManagedList
        query={apps}
        label="Connected apps"
        loadError="Could not load your connected apps. Please try again later"
        empty="No apps are connected to your account."
        keyOf={(app) => app.clientId}
        details={(app) => (
          <>
            <strong>{app.name}</strong>
            <Badges labels={app.scopes.map(scopeLabel)} />
            <span className="oauth-meta">Connected {formatDate(app.since)}</span>
            {app.website ? <span className="oauth-meta">{app.website}</span> : null}
          </>
        )}
        action={(app) => ({ label: 'Disconnect', ariaLabel: `Disconnect ${app.name}`, disabled: disconnect.isPending, onClick: () => void disconnectApp(app) })}
      />
      {dialog}
    </section>
  );
}
