import { RefObject, useEffect, useRef } from 'react';

/**
 * What every modal does while it is open: focus moves into it (to `target`), Escape calls
 * `onEscape`, and on close focus goes back to where it was, so a keyboard user keeps their place.
 * `onEscape` is read through a ref so a caller's new closure on each render does not re-run this.
 */
export function useModalFocus(target: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    target.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') escape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [target]);
}
