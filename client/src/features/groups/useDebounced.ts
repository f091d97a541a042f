import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (the spec's 500 ms filters and searches). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
