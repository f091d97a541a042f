import { lazy, Suspense } from 'react';
import { passwordChangeSuggested } from '../../lib/session';

// Loaded only for a member who has the notice, not with every page.
const PasswordChangeNotice = lazy(() => import('./PasswordChangeNotice'));

/** The easy-to-guess password notice above signed-in pages, when the sign-in suggested a new password (app/ places it). */
export function PasswordNoticeSlot() {
  if (!passwordChangeSuggested()) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeNotice />
    </Suspense>
  );
}
