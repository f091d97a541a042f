import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './verify-gate.css';

/**
 * What an unverified member sees instead of the dashboard (spec 000 §2): only a notice pointing
 * to /profile, where the verification mail can be sent again.
 */
export function VerifyEmailGate({ email }: { email: string }) {
  return (
    <section className="card verify-gate" aria-labelledby="verify-gate-title">
      <span className="verify-gate-icon" aria-hidden="true">✉</span>
      <h1 id="verify-gate-title">
        <Trans>Verify your email address</Trans>
      </h1>
      <p>
        <Trans>
          We sent a verification link to <strong>{email}</strong>. Open it to start using Pen.
        </Trans>
      </p>
      <p className="muted">
        <Trans>No mail? Check your spam folder, or send a new link from your profile.</Trans>
      </p>
      <Link to="/profile" className="button">
        <Trans>Go to my profile</Trans>
      </Link>
    </section>
  );
}
