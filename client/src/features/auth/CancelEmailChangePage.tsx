import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from './AuthLayout';
import { useCancelEmailChange } from './hooks';

/**
 * The link mailed to the address in use when a change of address is asked for. Cancelling waits
 * for a click: mail scanners that open links must not cancel a change the member wants.
 */
export default function CancelEmailChangePage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const { t } = useLingui();
  const cancel = useCancelEmailChange();

  let body;
  if (!token) {
    body = <Outcome ok={false} message={t`Cancel link is missing or invalid.`} />;
  } else if (cancel.isPending) {
    body = <Spinner label={t`Cancelling the change…`} />;
  } else if (cancel.isError) {
    const message = cancel.error instanceof PenApiError ? errorMessage(cancel.error, t`The change could not be cancelled.`) : t`Connection error. Please try again later.`;
    body = <Outcome ok={false} message={message} />;
  } else if (cancel.isSuccess) {
    body = <Outcome ok message={cancel.data.message} />;
  } else {
    body = (
      <div className="status-panel">
        <p>
          <Trans>
            Someone asked to change the email address of your Pen account. Cancel the change to keep your current address; every device signed in to your account will be signed out.
          </Trans>
        </p>
        <button type="button" className="button" onClick={() => cancel.mutate(token)}>
          <Trans>Cancel the change</Trans>
        </button>
      </div>
    );
  }
  return <AuthLayout title={t`Email address change`}>{body}</AuthLayout>;
}

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  return (
    <div className="status-panel" role={ok ? 'status' : 'alert'}>
      <span className={`status-icon ${ok ? 'ok' : 'bad'}`} aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <p>{message}</p>
      <Link to="/login" className="button secondary">
        <Trans>Sign in</Trans>
      </Link>
    </div>
  );
}
