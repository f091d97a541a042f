import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();

  async function disconnectApp(app: ConnectedAppDto) {
    const appName = app.name;
    const ok = await confirm({ message: t`Disconnect “${appName}”? It loses access to your account at once.`, confirmLabel: t`Disconnect`, danger: true });
    if (!ok) return;
    try {
      await disconnect.mutateAsync(app.clientId);
      showAlert(t`“${appName}” disconnected`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not disconnect the app. Please try again`), 'error');
    }
  }

  return (
    <section className="card oauth-card" aria-labelledby="connected-apps-title">
      <h2 id="connected-apps-title"><Trans>Connected apps</Trans></h2>
      <p className="muted">
        <Trans>Apps you allowed to use Pen for you. Disconnect an app you no longer use.</Trans>
      </p>
      <ManagedList
        query={apps}
        label={t`Connected apps`}
        loadError={t`Could not load your connected apps. Please try again later`}
        empty={t`No apps are connected to your account.`}
        keyOf={(app) => app.clientId}
        details={(app) => {
          const since = formatDate(app.since);
          return (
          <>
            <strong>{app.name}</strong>
            <Badges labels={app.scopes.map(scopeLabel)} />
            <span className="oauth-meta">
              <Trans>Connected {since}</Trans>
            </span>
            {app.website ? <span className="oauth-meta">{app.website}</span> : null}
          </>
          );
        }}
        action={(app) => {
          const appName = app.name;
          return { label: t`Disconnect`, ariaLabel: t`Disconnect ${appName}`, disabled: disconnect.isPending, onClick: () => void disconnectApp(app) };
        }}
      />
      {dialog}
    </section>
  );
}
