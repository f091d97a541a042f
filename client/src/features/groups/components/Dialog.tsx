import { ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal panel (role="dialog"): Escape, the close button or a click on the backdrop close it;
 * focus moves in on open and back where it was on close. A bottom sheet on phones.
 */
export function Dialog({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="grp-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} tabIndex={-1} className={`grp-dialog card ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="grp-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="grp-icon-button" aria-label="Close" onClick={onClose}>
            ✕
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
