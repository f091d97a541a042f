import { Trans, useLingui } from '@lingui/react/macro';
import { useAlerts } from '../../components/alerts/AlertProvider';

/**
 * Shares a link to the register page with the device's share sheet, where there is one; elsewhere
 * (most desktop browsers) copies the link and says so, or shows it when the clipboard is refused.
 */
export function InviteButton() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const invite = async () => {
    const url = `${window.location.origin}/register`;
    if (typeof navigator.share !== 'function') {
      try {
        await navigator.clipboard.writeText(url);
        showAlert(t`Invite link copied: ${url}`, 'success');
      } catch {
        showAlert(t`Copy this invite link and send it to your friends: ${url}`, 'info');
      }
      return;
    }
    try {
      await navigator.share({ title: 'Pen', text: t`Join me on Pen, a faith-centred community.`, url });
    } catch {
      // The member closed the share sheet: nothing to report.
    }
  };
  return (
    <button type="button" className="button secondary conn-invite" onClick={() => void invite()}>
      <span aria-hidden="true" className="conn-invite-plus">+</span> <Trans>Invite friends</Trans>
    </button>
  );
}
