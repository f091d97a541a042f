import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendStatus } from '@pen/sdk';
import { useNavigate } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { failureText } from './api/failure';
import { useSendFriendRequest } from './api/useFriendActions';
import { useFriendRequestStatus } from './api/useFriendRequestStatus';
import { friendButtonLabel } from './friend-labels';
import './connections.css';

/**
 * The friend action on a member's profile (/userpen). Its label follows the status as the spec
 * words it; only "Send Friend Request" sends, and "Waiting your accept" leads to
 * /my-connections where the request is answered. After a decline or a removal the label reads
 * "declined", and a small "Send a new request" action lets either member try again.
 */
export function FriendButton({ userId }: { userId: number }) {
  const status = useFriendRequestStatus(userId);
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const send = useSendFriendRequest({
    onSuccess: (answer) => showAlert(answer.status === 'accepted' ? t`Friend request accepted` : t`Request Sent!`, 'success'),
    onError: (err) => showAlert(failureText(err, t`Unknown error`, t`Unknown error`), 'warning'),
  });
  const navigate = useNavigate();

  if (status.isPending) {
    return (
      <button type="button" className="button secondary friend-button" disabled aria-busy="true">
        …
      </button>
    );
  }
  if (status.isError) return null; // the profile itself says when a member cannot be found

  const current: FriendStatus = status.data;
  const sendRequest = () => send.mutate(userId);

  const label = friendButtonLabel(current);
  switch (current) {
    case 'none':
      return (
        <button type="button" className="button friend-button" onClick={sendRequest} disabled={send.isPending}>
          {label}
        </button>
      );
    case 'incoming':
      return (
        <button type="button" className="button friend-button incoming" onClick={() => navigate('/my-connections')}>
          {label}
        </button>
      );
    case 'declined':
      return (
        <span className="friend-declined">
          <button type="button" className="button secondary friend-button" disabled>
            {label}
          </button>
          <button type="button" className="conn-link" onClick={sendRequest} disabled={send.isPending}>
            <Trans>Send a new request</Trans>
          </button>
        </span>
      );
    case 'blocked':
      // I blocked them: Unblock is in the member menu beside this.
      return (
        <button type="button" className="button secondary friend-button blocked" aria-disabled="true">
          {label}
        </button>
      );
    default:
      // pending and accepted: a state, not an action
      return (
        <button type="button" className={`button secondary friend-button ${current}`} aria-disabled="true">
          {current === 'accepted' ? <span aria-hidden="true">✓ </span> : null}
          {label}
        </button>
      );
  }
}
