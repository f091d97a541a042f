import { Trans, useLingui } from '@lingui/react/macro';
import { FormEvent, useState } from 'react';
import { FormField } from '../FormField';
import { Dialog } from '../../../components/dialog/Dialog';

/** Asks for the password before a sensitive action (saving the profile, deleting the account). */
export function PasswordPrompt({
  title,
  text,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = password ? undefined : t`Password is required`;
  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!error) onConfirm(password);
  }
  return (
    <Dialog title={title} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <p className="muted">{text}</p>
        <FormField label={t`Password`} type="password" autoComplete="current-password" autoFocus value={password} error={error} touched={touched} onChange={(e) => setPassword(e.target.value)} />
        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={`button${danger ? ' danger' : ''}`} disabled={busy}>
            {busy ? t`Please wait…` : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
