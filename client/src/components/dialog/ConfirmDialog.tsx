import { useLingui } from '@lingui/react/macro';
import { ReactNode, Suspense, useCallback, useState } from 'react';
import { AlertPanel, useOpener } from './Dialog';

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
  const opener = useOpener();
  const { t } = useLingui();
  return (
    <Suspense fallback={null}>
      <AlertPanel title={pending.title} message={pending.message} confirmLabel={pending.confirmLabel} cancelLabel={t`Cancel`} danger={pending.danger} opener={opener} onAnswer={onAnswer} />
    </Suspense>
  );
}
