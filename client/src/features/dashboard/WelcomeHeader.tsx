import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { isFirstSignIn } from '../auth';
import { UnreadBadge } from '../notifications';

/**
 * A greeting with the member's name: 'Welcome' after their first sign-in ever, 'Welcome back'
 * after later ones (issue 41); on phones also the notifications bell.
 */
export function WelcomeHeader({ userName }: { userName: string }) {
  const { t } = useLingui();
  const first = isFirstSignIn();
  return (
    <header className="dash-header">
      <div>
        <h1 className="dash-welcome">
          {first ? (
            <Trans>
              Welcome, <span className="dash-name">{userName}</span>
            </Trans>
          ) : (
            <Trans>
              Welcome back, <span className="dash-name">{userName}</span>
            </Trans>
          )}
        </h1>
        <p className="muted dash-sub">
          <Trans>See what your friends are sharing and praying for today.</Trans>
        </p>
      </div>
      <Link to="/notifications" className="dash-bell">
        <NoticeIcon name="bell" size={22} />
        <span className="visually-hidden">{t`Notifications`}</span>
        <UnreadBadge />
      </Link>
    </header>
  );
}
