import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '../lib/session';
import { useProfileUserInfo } from '../features/auth';

/** The pages of a suspended member's limited session (issue 42): the rest of Pen answers 403 to them. */
const SUSPENDED_PATHS = [/^\/standing$/, /^\/appeal\/\d+$/];

/** Pages for visitors only (login and similar): a member with a token goes to /dashboard. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return hasToken() ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** Pages for members: without a token the visitor goes to /; a suspended member to their standing. */
export function Protected({ children }: { children: ReactNode }) {
  const location = useLocation();
  const profile = useProfileUserInfo();
  if (!hasToken()) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  if (profile.data?.status === 'suspended' && !SUSPENDED_PATHS.some((p) => p.test(location.pathname))) return <Navigate to="/standing" replace />;
  return <>{children}</>;
}

/** `/` itself: /dashboard for members, /login for visitors. */
export function RootRedirect() {
  return <Navigate to={hasToken() ? '/dashboard' : '/login'} replace />;
}
