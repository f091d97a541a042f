import { msg } from '@lingui/core/macro';

/** Spec: more than 2 load-more requests within 10 s block further loads for 5 minutes. */
export const THROTTLE_WINDOW_MS = 10_000;
export const THROTTLE_MAX_LOADS = 2;
export const THROTTLE_BLOCK_MS = 5 * 60_000;
/** Spec's wording (lower case as it is). */
export const THROTTLED_MESSAGE = msg`no more posts this time... Try again later`;

export interface ThrottleState {
  /** When the recent allowed loads happened (ms). */
  loads: number[];
  /** Loads are refused until this time (ms); 0 when not blocked. */
  blockedUntil: number;
}

export const initialThrottle: ThrottleState = { loads: [], blockedUntil: 0 };

/**
 * Decides whether a load-more at `now` may run. The third request within 10 s is refused and
 * starts a 5-minute block; during the block every request is refused.
 */
export function requestLoad(state: ThrottleState, now: number): { allowed: boolean; state: ThrottleState } {
  if (now < state.blockedUntil) return { allowed: false, state };
  const recent = state.loads.filter((t) => now - t < THROTTLE_WINDOW_MS);
  if (recent.length >= THROTTLE_MAX_LOADS) {
    return { allowed: false, state: { loads: [], blockedUntil: now + THROTTLE_BLOCK_MS } };
  }
  return { allowed: true, state: { loads: [...recent, now], blockedUntil: 0 } };
}

export function isBlocked(state: ThrottleState, now: number): boolean {
  return now < state.blockedUntil;
}
