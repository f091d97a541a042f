import { ReactNode, useEffect, useRef, useState } from 'react';
import { AppSplash } from './AppSplash';

/**
 * The start-up gate: a spinner until `start` (the first session refresh) has finished, so no page
 * decides "signed in or not" before the session is known. Errors are not fatal: the app then
 * starts signed out. With `blocks` false (nothing suggests a session) the pages show at once
 * and `start` still runs.
 */
export function AppStart({ start, blocks = true, children }: { start: () => Promise<void>; blocks?: boolean; children: ReactNode }) {
  // Decided once, at mount: a sign-in later on must not bring the gate back.
  const [ready, setReady] = useState(!blocks);
  // Once per mount even when React runs effects twice (StrictMode): a second refresh would
  // present a refresh token the first one already rotated.
  const started = useRef<Promise<void> | null>(null);

  useEffect(() => {
    let active = true;
    started.current ??= start().catch(() => undefined);
    void started.current.then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [start]);

  if (!ready) {
    return <AppSplash />;
  }
  return <>{children}</>;
}
