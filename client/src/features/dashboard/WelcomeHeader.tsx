import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { UnreadBadge } from '../notifications';

/** Spec: a greeting 'Welcome back' with the member's name; on phones also the notifications bell. */
export function WelcomeHeader({ userName }: { userName: string }) {
  const { t } = useLingui();
  return (
    <header className="dash-header">
      <div>
        <h1 className="dash-welcome">
          <Trans>
            Welcome back, <span className="dash-name">{userName}</span>
          </Trans>
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
