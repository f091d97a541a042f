import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const WAIT_MS = 10_000;

/**
 * Brings the element the address's `#fragment` names into view once it is rendered (a comment
 * that comes with the page's data, after the route itself): the browser only does so for elements
 * present at load. Gives up after ten seconds, or when the address changes.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const show = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      el.scrollIntoView({ block: 'center' });
      el.classList.add('pen-hash-target');
      return true;
    };
    if (show()) return;
    const observer = new MutationObserver(() => {
      if (show()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hash]);
}
