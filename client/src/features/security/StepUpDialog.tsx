import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../components/dialog/FormDialog';
import { pen } from '../../lib/sdk';
import { onStepUp } from '../../lib/step-up';
import { FormField } from '../auth';
import { passkeyAnswer, passkeyFailure, passkeysSupported } from './api';
import './security.css';

/**
 * "Confirm it's you" (issue 43): opened by any call answered 403 `{reauth_required: true}`
 * (lib/step-up). The password or a passkey goes to POST /api/auth/reauthenticate; the call is then
 * sent again. Several calls asking at once share one dialog.
 */
export function StepUpDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (ok: boolean) => void } | null>(null);
  const [password, setPassword] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const field = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      onStepUp(() => {
        if (!waiting.current) {
          let resolve!: (ok: boolean) => void;
          const promise = new Promise<boolean>((r) => (resolve = r));
          waiting.current = { promise, resolve };
          setPassword('');
          setPasskeyError(null);
          setOpen(true);
        }
        return waiting.current.promise;
      }),
    [],
  );

  // The dialog moves focus to its panel; the password is what the member types next. (This effect
  // runs after the dialog's own, which belongs to a child.)
  useEffect(() => {
    if (open) field.current?.querySelector('input')?.focus();
  }, [open]);

  function finish(ok: boolean) {
    waiting.current?.resolve(ok);
    waiting.current = null;
    setOpen(false);
  }

  async function withPasskey() {
    setPasskeyBusy(true);
    setPasskeyError(null);
    try {
      await pen.auth.reauthenticate({ body: { passkey: await passkeyAnswer() } });
      finish(true);
    } catch (err) {
      setPasskeyError(passkeyFailure(err, errorMessage(err, t`The passkey could not be verified. Try again.`)));
    } finally {
      setPasskeyBusy(false);
    }
  }

  if (!open) return null;
  return (
    <FormDialog
      title={t`Confirm it's you`}
      className="step-up-dialog"
      intro={
        <p className="muted">
          <Trans>For your safety, enter your password again to continue. You will not be asked again for 10 minutes.</Trans>
        </p>
      }
      submitLabel={t`Confirm`}
      busyLabel={t`Checking…`}
      failure={t`Could not confirm. Please try again`}
      invalid={password === ''}
      onSubmit={async () => {
        await pen.auth.reauthenticate({ body: { password } });
        finish(true);
      }}
      onClose={() => finish(false)}
    >
      <div ref={field}>
        <FormField label={t`Password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      {passkeysSupported() ? (
        <div className="step-up-passkey">
          <button type="button" className="button secondary" disabled={passkeyBusy} onClick={() => void withPasskey()}>
            {passkeyBusy ? t`Waiting for your passkey…` : t`Use a passkey instead`}
          </button>
          {passkeyError ? (
            <p className="field-error" role="alert">
              {passkeyError}
            </p>
          ) : null}
        </div>
      ) : null}
    </FormDialog>
  );
}
