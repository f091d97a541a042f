import { Link } from 'react-router-dom';
import { UnreadBadge } from './UnreadBadge';
import { useProfileUser } from './useProfileUser';

/** Spec: a greeting 'Welcome back' with the member's name. */
export function WelcomeHeader() {
  const { data: user } = useProfileUser();
  return (
    <header className="dash-header">
      <div>
        <h1 className="dash-welcome">
          Welcome back{user ? ', ' : ''}
          {user ? <span className="dash-name">{user.user_name}</span> : null}
        </h1>
        <p className="muted dash-sub">See what your friends are sharing and praying for today.</p>
      </div>
      <Link to="/notifications" className="dash-bell" aria-label="Notifications">
        <span aria-hidden="true">🔔</span>
        <UnreadBadge />
      </Link>
    </header>
  );
}
