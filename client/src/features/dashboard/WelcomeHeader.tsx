import { Link } from 'react-router-dom';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { UnreadBadge } from './UnreadBadge';

/** Spec: a greeting 'Welcome back' with the member's name; on phones also the notifications bell. */
export function WelcomeHeader({ userName }: { userName: string }) {
  return (
    <header className="dash-header">
      <div>
        <h1 className="dash-welcome">
          Welcome back, <span className="dash-name">{userName}</span>
        </h1>
        <p className="muted dash-sub">See what your friends are sharing and praying for today.</p>
      </div>
      <Link to="/notifications" className="dash-bell">
        <NoticeIcon name="bell" size={22} />
        <span className="visually-hidden">Notifications</span>
        <UnreadBadge />
      </Link>
    </header>
  );
}
