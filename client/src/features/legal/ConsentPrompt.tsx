import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { answeredThisVisit, readStoredConsent } from '../../lib/cookie-consent';

/** Spec: when no stored consent exists, the consent controls are shown after 10 seconds. */
export const CONSENT_PROMPT_DELAY_MS = 10_000;

// Loaded only when it opens: its texts and form are no part of the first page's JavaScript.
const ConsentDialog = lazy(() => import('./ConsentDialog'));

/**
 * Mounted once for the whole app: 10 s after start, when no consent is stored (and the visitor
 * has not answered in this tab), the cookie settings appear as a non-blocking dialog on whatever
 * page is open, with the same controls as /cookie-consent. Not shown on that page itself.
 */
export function ConsentPrompt() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (readStoredConsent() || answeredThisVisit()) return;
    const timer = window.setTimeout(() => {
      if (!readStoredConsent() && !answeredThisVisit()) setOpen(true);
    }, CONSENT_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Answered meanwhile on the /cookie-consent page: nothing left to ask.
  if (!open || pathname === '/cookie-consent' || answeredThisVisit()) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog onSaved={() => setOpen(false)} />
    </Suspense>
  );
}
