import { useAlerts } from '../../components/alerts/AlertProvider';

/** Shares a link to the register page with the device's share sheet, where there is one. */
export function InviteButton() {
  const { showAlert } = useAlerts();
  const invite = async () => {
    const url = `${window.location.origin}/register`;
    if (typeof navigator.share !== 'function') {
      showAlert('Sharing not supported on this device', 'warning');
      return;
    }
    try {
      await navigator.share({ title: 'Pen', text: 'Join me on Pen, a faith-centred community.', url });
    } catch {
      // The member closed the share sheet: nothing to report.
    }
  };
  return (
    <button type="button" className="button secondary conn-invite" onClick={() => void invite()}>
      <span aria-hidden="true" className="conn-invite-plus">+</span> Invite friends
    </button>
  );
}
