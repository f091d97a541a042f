import { useEffect } from 'react';
import { pen } from '../lib/sdk';

/** Spec: a ping every 120 s in the background; failures are silent. */
export const PING_INTERVAL_MS = 120_000;

export function usePing(): void {
  useEffect(() => {
    const timer = setInterval(() => void pen.health.ping().catch(() => undefined), PING_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
