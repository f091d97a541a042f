import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './verify-gate.css';

/**
 * What a verified newcomer sees instead of the dashboard while a moderator has yet to approve the
 * registration (REGISTRATION_MODE=approval): the server refuses everything else meanwhile.
 */
export function ReviewPendingGate({ userName }: { userName: string }) {
  return (
    <section className="card verify-gate" aria-labelledby="review-gate-title">
      <span className="verify-gate-icon" aria-hidden="true">⌛</span>
      <h1 id="review-gate-title">
        <Trans>Your testimony is waiting for review</Trans>
      </h1>
      <p>
        <Trans>
          Thank you, <strong>{userName}</strong>. A moderator reads every new member&apos;s testimony before they join; we will send you an e-mail as
          soon as they have.
        </Trans>
      </p>
      <p className="muted">
        <Trans>Meanwhile you can still read and edit your profile.</Trans>
      </p>
      <Link to="/profile" className="button">
        <Trans>Go to my profile</Trans>
      </Link>
    </section>
  );
}
