import { ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface Pending {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/**
 * An in-page confirmation (role="alertdialog"): `await confirm(message, label)` is true when
 * confirmed, false on Cancel, Escape or a click on the backdrop. Render `dialog` once.
 */
export function useConfirm(): { confirm: (message: string, confirmLabel: string) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback((message: string, confirmLabel: string) => new Promise<boolean>((resolve) => setPending({ message, confirmLabel, resolve })), []);
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return { confirm, dialog: pending ? <Dialog pending={pending} onAnswer={answer} /> : null };
}

function Dialog({ pending, onAnswer }: { pending: Pending; onAnswer: (ok: boolean) => void }) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const answerRef = useRef(onAnswer);
  answerRef.current = onAnswer;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirmButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') answerRef.current(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="pen-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onAnswer(false)}>
      <div className="pen-dialog card" role="alertdialog" aria-modal="true" aria-labelledby="pen-dialog-text">
        <p id="pen-dialog-text">{pending.message}</p>
        <div className="pen-dialog-actions">
          <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" className="button pen-danger-button" ref={confirmButton} onClick={() => onAnswer(true)}>
            {pending.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
