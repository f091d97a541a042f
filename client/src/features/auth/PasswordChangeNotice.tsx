import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { notePasswordChangeSuggested, passwordChangeSuggested } from '../../lib/session';
import './password-notice.css';

const CHANGE_PATH = '/set-new-password';

/**
 * Above every signed-in page after a sign-in whose password the server found easy to guess
 * (password_change_suggested, issue 43): stays until the member changes the password or dismisses
 * it (also across reloads and tabs), and ends with the session.
 */
export default function PasswordChangeNotice() {
  const [shown, setShown] = useState(passwordChangeSuggested);
  const { pathname } = useLocation();
  useEffect(() => {
    const onStorage = () => setShown(passwordChangeSuggested());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  // The page it links to is where the member acts on it.
  if (!shown || pathname === CHANGE_PATH) return null;
  return (
    <div className="card password-notice" role="status">
      <p>
        <Trans>
          <strong>Your password is easy to guess.</strong> To keep your account safe, choose a new one.
        </Trans>
      </p>
      <div className="password-notice-actions">
        <Link to={CHANGE_PATH} className="button small">
          <Trans>Change password</Trans>
        </Link>
        <button
          type="button"
          className="button small secondary"
          onClick={() => {
            notePasswordChangeSuggested(false);
            setShown(false);
          }}
        >
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </div>
  );
}
