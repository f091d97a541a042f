import { useSyncExternalStore } from 'react';

/**
 * "Remind me to add descriptions" (issue 41): kept in this browser (localStorage), off until the
 * member turns it on (the composer always offers the optional fields). While on, sharing media
 * without a description first asks for one.
 */
const KEY = 'pen.remindMediaDescriptions';
const listeners = new Set<() => void>();

export function remindsDescriptions(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setRemindsDescriptions(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the switch still holds for this page.
  }
  listeners.forEach((l) => l());
}

export function useRemindsDescriptions(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    remindsDescriptions,
  );
}
