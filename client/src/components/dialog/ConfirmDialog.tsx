import { ReactNode, useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './useModalFocus';
import './dialog.css';

export interface ConfirmOptions {
  /** A heading above the message, naming the dialog (without one, the message names it). */
  title?: string;
  message: string;
  confirmLabel: string;
  /** The confirm button in the danger colour: for what deletes, removes or cannot be undone. */
  danger?: boolean;
}

export type Confirm = (opts: ConfirmOptions) => Promise<boolean>;

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/**
 * An in-page confirmation (role="alertdialog") instead of window.confirm, which phones render
 * poorly and some embedded browsers suppress. `await confirm({ message, confirmLabel })` is true
 * on confirm, false on Cancel, Escape or a click on the backdrop. Render `dialog` once; it is
 * shown in <body>, so a card that contains fixed-position descendants does not clip it.
 */
export function useConfirm(): { confirm: Confirm; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>((opts) => new Promise<boolean>((resolve) => setPending({ ...opts, resolve })), []);
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return { confirm, dialog: pending ? <ConfirmDialog pending={pending} onAnswer={answer} /> : null };
}

function ConfirmDialog({ pending, onAnswer }: { pending: Pending; onAnswer: (ok: boolean) => void }) {
  const textId = useId();
  const titleId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useModalFocus(confirmButton, () => onAnswer(false));
  return createPortal(
    <div className="modal-backdrop confirm-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onAnswer(false)}>
      <div
        className="confirm-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={pending.title ? titleId : textId}
        aria-describedby={pending.title ? textId : undefined}
      >
        {pending.title ? <h2 id={titleId}>{pending.title}</h2> : null}
        <p id={textId}>{pending.message}</p>
        <div className="confirm-actions">
          <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
            Cancel
          </button>
          <button type="button" ref={confirmButton} className={`button${pending.danger ? ' confirm-danger' : ''}`} onClick={() => onAnswer(true)}>
            {pending.confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
