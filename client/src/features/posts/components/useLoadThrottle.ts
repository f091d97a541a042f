import { useCallback, useRef, useState } from 'react';
import { initialThrottle, isBlocked, requestLoad, ThrottleState } from '../load-throttle';

/** The feed's load-more throttle as a hook: `tryLoad()` is false (and `blocked` true) while blocked. */
export function useLoadThrottle(now: () => number = Date.now) {
  const state = useRef<ThrottleState>(initialThrottle);
  const [blocked, setBlocked] = useState(false);
  const tryLoad = useCallback(() => {
    const result = requestLoad(state.current, now());
    state.current = result.state;
    setBlocked(!result.allowed);
    if (!result.allowed) {
      // Unblock the button when the block ends.
      const left = Math.max(0, result.state.blockedUntil - now());
      window.setTimeout(() => setBlocked(isBlocked(state.current, now())), left + 10);
    }
    return result.allowed;
  }, [now]);
  return { tryLoad, blocked };
}
