import { useEffect, useRef } from 'react';
import type { ResolveAction } from '../api/types';
import { ACTIONS } from './case-text';

/** Keys typed into a field are text, not commands. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The queue's keyboard: j/k move to the next/previous case, d/r/w/s act on the selected one.
 * Off while a dialog is open (`enabled`), inside form fields and with a modifier key held, so
 * browser shortcuts (Ctrl+R) keep working.
 */
export function useQueueShortcuts({ enabled, onMove, onAction }: { enabled: boolean; onMove: (step: 1 | -1) => void; onAction: (action: ResolveAction) => void }) {
  const handlers = useRef({ onMove, onAction });
  handlers.current = { onMove, onAction };
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typing(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'j' || key === 'k') {
        e.preventDefault();
        handlers.current.onMove(key === 'j' ? 1 : -1);
        return;
      }
      const hit = ACTIONS.find((a) => a.key === key);
      if (hit) {
        e.preventDefault();
        handlers.current.onAction(hit.action);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
