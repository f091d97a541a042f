import { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '../lib/session';

/** Pages for visitors only (login and similar): a member with a token goes to /dashboard. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return hasToken() ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** Pages for members: without a token the visitor goes to /. */
export function Protected({ children }: { children: ReactNode }) {
  const location = useLocation();
  return hasToken() ? <>{children}</> : <Navigate to="/" replace state={{ from: location.pathname }} />;
}

/** `/` itself: /dashboard for members, /login for visitors. */
export function RootRedirect() {
  return <Navigate to={hasToken() ? '/dashboard' : '/login'} replace />;
}
