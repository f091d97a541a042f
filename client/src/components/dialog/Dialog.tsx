import { ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './useModalFocus';
import './dialog.css';

/**
 * A modal panel (role="dialog") with a title: Escape, the close button or a click on the
 * backdrop close it; focus moves in on open and back where it was on close. A bottom sheet on phones.
 * Rendered into <body>: opened from a feed card (`content-visibility: auto`, which contains
 * fixed-position descendants) it would otherwise be clipped to the card.
 */
export function Dialog({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, onClose);
  return createPortal(
    <div className="modal-backdrop modal-sheet" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} tabIndex={-1} className={`modal card ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
