import { ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface Pending {
  message: string;
  confirmLabel: string;
  danger: boolean;
  resolve: (ok: boolean) => void;
}

/**
 * Confirmations before leaving, deleting, promoting, giving up admin rights and inviting
 * (spec §5). `await confirm(message, label)` is true on confirm, false on Cancel, Escape or a
 * click outside. Render `dialog` once.
 */
export function useConfirm(): { confirm: (message: string, confirmLabel: string, danger?: boolean) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel: string, danger = false) => new Promise<boolean>((resolve) => setPending({ message, confirmLabel, danger, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return { confirm, dialog: pending ? <ConfirmDialog pending={pending} onAnswer={answer} /> : null };
}

function ConfirmDialog({ pending, onAnswer }: { pending: Pending; onAnswer: (ok: boolean) => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') answer.current(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="grp-backdrop grp-confirm-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onAnswer(false)}>
      <div className="grp-confirm card" role="alertdialog" aria-modal="true" aria-labelledby="grp-confirm-text">
        <p id="grp-confirm-text">{pending.message}</p>
        <div className="grp-confirm-actions">
          <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" ref={ok} className={`button${pending.danger ? ' grp-danger' : ''}`} onClick={() => onAnswer(true)}>
            {pending.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
