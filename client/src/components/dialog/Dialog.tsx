import { ReactNode, Suspense, lazy, useState } from 'react';
import './dialog.css';

// The Radix parts load with the first dialog: the sign-in page never shows one.
const ModalPanel = lazy(() => import('./DialogParts').then((m) => ({ default: m.ModalPanel })));
export const AlertPanel = lazy(() => import('./DialogParts').then((m) => ({ default: m.AlertPanel })));

/**
 * A modal panel (role="dialog") with a title: Escape, the close button or a click on the
 * backdrop close it; focus moves in on open (to the first field, else the panel), stays in,
 * and goes back where it was on close. A bottom sheet on phones. Rendered into <body>: opened from
 * a feed card (`content-visibility: auto`, which contains fixed-position descendants) it would
 * otherwise be clipped to the card.
 */
export function Dialog({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const opener = useOpener();
  return (
    <Suspense fallback={null}>
      <ModalPanel title={title} opener={opener} onClose={onClose} className={className}>
        {children}
      </ModalPanel>
    </Suspense>
  );
}

/** What has focus as a dialog opens (read on its first render, before the lazy panel takes focus). */
export function useOpener(): HTMLElement | null {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return opener;
}
