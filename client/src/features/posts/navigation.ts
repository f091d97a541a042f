import type { NavigateFunction, To } from 'react-router-dom';

/**
 * Back within the app when there is an app history entry to return to (react-router keeps its
 * index in history.state), else to `fallback` (a page opened directly from a link).
 */
export function goBack(navigate: NavigateFunction, fallback: To): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}
