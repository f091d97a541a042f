import { lazy, Suspense } from 'react';

const UnreadBadge = lazy(() => import('../features/notifications').then((m) => ({ default: m.UnreadBadge })));

/**
 * The badge beside an entry of the app's navigation (side menu, phone's bottom bar): the live
 * unread count on the Notifications entry of every page, not only the dashboard's bell (issue 41).
 * Loaded with the first signed-in page that shows the navigation, not at start: the sign-in page
 * needs neither the notifications code nor its catalog (issue 41: /login's JavaScript).
 */
export function NavBadge({ to }: { to: string }) {
  if (to !== '/notifications') return null;
  return (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  );
}
