/**
 * Work that can wait until the page has started (issue 46: a fast feed on a phone): it runs once
 * the document has loaded and the main thread is idle, so it never shares a task with the first
 * page's rendering. `timeout` bounds the wait for idleness (a busy page still gets it done).
 * Returns a cancel function. Browsers without requestIdleCallback (Safari) wait a short timer.
 */
export function afterStart(run: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => !cancelled && run(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => !cancelled && run(), 50);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
