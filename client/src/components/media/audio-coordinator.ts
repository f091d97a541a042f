import { useSyncExternalStore } from 'react';

/** The one audio element playing (or last played) on the page, for the floating controller. */
export interface CurrentAudio {
  element: HTMLAudioElement;
  title: string;
}

let current: CurrentAudio | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Called when an audio starts: every other audio pauses (only one plays at a time). */
export function claimAudio(element: HTMLAudioElement, title: string): void {
  if (current && current.element !== element) current.element.pause();
  current = { element, title };
  emit();
}

export function releaseAudio(element: HTMLAudioElement): void {
  if (current?.element === element) {
    current = null;
    emit();
  }
}

export function useCurrentAudio(): CurrentAudio | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** Several posts may mount a floating controller; only the first mounted one renders. */
const controllers: number[] = [];
let nextController = 0;
const controllerListeners = new Set<() => void>();

export function registerController(): { id: number; unregister: () => void } {
  const id = nextController++;
  controllers.push(id);
  controllerListeners.forEach((l) => l());
  return {
    id,
    unregister: () => {
      controllers.splice(controllers.indexOf(id), 1);
      controllerListeners.forEach((l) => l());
    },
  };
}

export function usePrimaryController(): number | undefined {
  return useSyncExternalStore(
    (l) => {
      controllerListeners.add(l);
      return () => controllerListeners.delete(l);
    },
    () => controllers[0],
  );
}
