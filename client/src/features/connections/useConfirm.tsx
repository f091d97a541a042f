import { ReactNode, useCallback, useEffect, useRef, useState } from 'react';

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  danger?: boolean;
  resolve: (ok: boolean) => void;
}

/**
 * An in-page confirmation (role="alertdialog") instead of window.confirm, which phones render
 * poorly and some embedded browsers suppress. `await confirm({...})` resolves true on confirm,
 * false on cancel, Escape or a click outside.
 */
export function useConfirm(): {
  confirm: (opts: { message: string; confirmLabel: string; danger?: boolean }) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (opts: { message: string; confirmLabel: string; danger?: boolean }) =>
      new Promise<boolean>((resolve) => setRequest({ ...opts, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  return { confirm, dialog: request ? <ConfirmDialog request={request} onAnswer={answer} /> : null };
}

function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (ok: boolean) => void }) {
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
    <div className="conn-dialog-backdrop" onClick={() => onAnswer(false)}>
      <div
        className="conn-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="conn-dialog-message"
        onClick={(e) => e.stopPropagation()}
      >
        <p id="conn-dialog-message" className="conn-dialog-message">
          {request.message}
        </p>
        <div className="conn-dialog-actions">
          <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button ref={confirmButton} type="button" className={`button${request.danger ? ' danger' : ''}`} onClick={() => onAnswer(true)}>
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
