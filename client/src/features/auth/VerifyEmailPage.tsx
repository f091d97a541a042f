import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, PenApiError } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from './AuthLayout';
import { pen } from '../../lib/sdk';

/** The older product said 5 seconds while waiting 7; text and behaviour now agree on 7. */
export const VERIFY_REDIRECT_SECONDS = 7;

export default function VerifyEmailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token'));
  const verify = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => pen.auth.verifyEmail({ query: { token: token! } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/'), VERIFY_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [verify.isSuccess, navigate]);

  let body;
  if (!token) {
    body = <Failure message={t`Verification link is missing or invalid.`} />;
  } else if (verify.isPending) {
    body = <Spinner label={t`Verifying your email…`} />;
  } else if (verify.isError) {
    const message = verify.error instanceof PenApiError ? errorMessage(verify.error, t`There was an error verifying your email.`) : t`Connection error. Please try again later.`;
    body = <Failure message={message} />;
  } else {
    body = (
      <div className="status-panel" role="status">
        <span className="status-icon ok" aria-hidden="true">✓</span>
        <p>{verify.data.message}</p>
        <p className="muted">
          <Trans>You will be taken to Pen in {VERIFY_REDIRECT_SECONDS} seconds.</Trans>
        </p>
        <Link to="/" className="button">
          <Trans>Start</Trans>
        </Link>
      </div>
    );
  }
  return <AuthLayout title={t`Email verification`}>{body}</AuthLayout>;
}

function Failure({ message }: { message: string }) {
  return (
    <div className="status-panel" role="alert">
      <span className="status-icon bad" aria-hidden="true">!</span>
      <p>{message}</p>
      <Link to="/profile" className="button secondary">
        <Trans>Request a new link</Trans>
      </Link>
    </div>
  );
}
