import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ReactNode, useId } from 'react';

/**
 * The modal parts on Radix Dialog (issue 41): focus moves in, stays in (Tab wraps, the page behind
 * is inert to screen readers) and returns to what opened it; Escape and a click on the backdrop
 * close. Loaded only when the first dialog opens (see Dialog.tsx), so the first page's script
 * does not carry it.
 */

/**
 * Radix gives focus back to a Dialog.Trigger; these dialogs are opened by state (a menu item, a
 * call asking for step-up), so the element that had focus when one opened gets it back.
 */
function returnFocus(to: HTMLElement | null) {
  return (e: Event) => {
    e.preventDefault();
    if (to?.isConnected) to.focus();
  };
}

/** The first field to fill in, else the panel itself (so its title is read). */
function focusFirstField(e: Event) {
  const panel = e.currentTarget as HTMLElement | null;
  if (!panel || panel.contains(document.activeElement)) return e.preventDefault();
  e.preventDefault();
  const field = panel.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled])');
  (field ?? panel).focus();
}

export interface ModalPanelProps {
  title: string;
  /** Where focus goes back to on close (what had it when the dialog opened). */
  opener: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

export function ModalPanel({ title, opener, onClose, children, className }: ModalPanelProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal-backdrop modal-sheet">
          <RadixDialog.Content className={`modal card ${className ?? ''}`} aria-describedby={undefined} onOpenAutoFocus={focusFirstField} onCloseAutoFocus={returnFocus(opener)}>
            <div className="modal-head">
              <RadixDialog.Title asChild>
                <h2>{title}</h2>
              </RadixDialog.Title>
              <RadixDialog.Close className="modal-close" aria-label={t`Close`}>
                ✕
              </RadixDialog.Close>
            </div>
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface AlertPanelProps {
  title?: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  opener: HTMLElement | null;
  onAnswer: (ok: boolean) => void;
}

/** A confirmation (role="alertdialog"): the confirm button has focus; Escape and the backdrop cancel. */
export function AlertPanel({ title, message, confirmLabel, cancelLabel, danger, opener, onAnswer }: AlertPanelProps) {
  const textId = useId();
  const titleId = useId();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onAnswer(false)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal-backdrop confirm-backdrop">
          <RadixDialog.Content
            className="confirm-dialog card"
            role="alertdialog"
            aria-labelledby={title ? titleId : textId}
            aria-describedby={title ? textId : undefined}
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              (e.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-confirm]')?.focus();
            }}
            onCloseAutoFocus={returnFocus(opener)}
          >
            {title ? <h2 id={titleId}>{title}</h2> : null}
            <p id={textId}>{message}</p>
            <div className="confirm-actions">
              <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
                {cancelLabel}
              </button>
              <button type="button" data-confirm className={`button${danger ? ' confirm-danger' : ''}`} onClick={() => onAnswer(true)}>
                {confirmLabel}
              </button>
            </div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
