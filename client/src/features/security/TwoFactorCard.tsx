import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type TotpSetupDto } from '@pen/sdk';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { useConfirm } from '../../components/dialog/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../components/useCopy';
import { FormField } from '../auth';
import { useNewRecoveryCodes, useTotpEnable, useTotpSetup, useTwoFactorDisable, useTwoFactorStatus } from './api';

/** The QR code as an image from a data: URL: the server's SVG never becomes markup of the page. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The 10 recovery codes, shown this once, with copy and download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const { copied, copy } = useCopy(t`Could not copy. Select the codes and copy them yourself.`);
  const text = `${t`Pen recovery codes (each works once)`}\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'pen-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="security-step" role="region" aria-label={t`Your recovery codes`}>
      <p className="recovery-warning">
        <Trans>
          <strong>Save these recovery codes now.</strong> Each one signs you in once if you lose your phone. You will not be able to see them again.
        </Trans>
      </p>
      <ul className="recovery-codes" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-actions">
        <button type="button" className="button" onClick={() => void copy(text)}>
          {copied ? t`Copied` : t`Copy codes`}
        </button>
        <button type="button" className="button secondary" onClick={download}>
          <Trans>Download</Trans>
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </button>
      </div>
    </div>
  );
}

/** Scan or type the secret, then the app's first code turns two-factor sign-in on. */
function TotpSetup({ setup, onEnabled, onCancel }: { setup: TotpSetupDto; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(t`Enter the 6-digit code from your app`);
    setError(null);
    try {
      onEnabled(await enable.mutateAsync(digits));
    } catch (err) {
      setError(errorMessage(err, t`Could not turn on two-factor sign-in. Please try again`));
    }
  }
  return (
    <form className="security-step" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Set up an authenticator app`}>
      <ol>
        <li>
          <Trans>Open an authenticator app on your phone (for example Aegis, Google Authenticator or 1Password).</Trans>
        </li>
        <li>
          <Trans>Scan this QR code, or type the key below.</Trans>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows.</Trans>
        </li>
      </ol>
      <img className="totp-qr" src={qrSource(setup.qr_svg)} alt={t`QR code for your authenticator app`} width={200} height={200} />
      <p>
        <Trans>Key:</Trans>{' '}
        <code className="totp-secret" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <FormField
        label={t`6-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="security-actions">
        <button type="submit" className="button" disabled={enable.isPending}>
          {enable.isPending ? t`Checking…` : t`Turn on`}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** /settings: "Two-factor sign-in" with an authenticator app and recovery codes (issue 43). */
export function TwoFactorCard() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const { confirm, dialog } = useConfirm();
  const status = useTwoFactorStatus();
  const setup = useTotpSetup();
  const disable = useTwoFactorDisable();
  const renew = useNewRecoveryCodes();
  const [started, setStarted] = useState<TotpSetupDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function start() {
    try {
      setStarted(await setup.mutateAsync());
    } catch (err) {
      showAlert(errorMessage(err, t`Could not start the set-up. Please try again`), 'error');
    }
  }

  async function turnOff() {
    const ok = await confirm({ message: t`Turn off two-factor sign-in? Your password alone will then sign you in.`, confirmLabel: t`Turn off`, danger: true });
    if (!ok) return;
    try {
      await disable.mutateAsync(undefined);
      setCodes(null);
      showAlert(t`Two-factor sign-in is off`, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not turn off two-factor sign-in. Please try again`), 'error');
    }
  }

  async function newCodes() {
    const ok = await confirm({ message: t`Make new recovery codes? The codes you have now stop working.`, confirmLabel: t`Make new codes` });
    if (!ok) return;
    try {
      setCodes(await renew.mutateAsync(undefined));
    } catch (err) {
      showAlert(errorMessage(err, t`Could not make new recovery codes. Please try again`), 'error');
    }
  }

  // /settings#security (the moderation console's link) scrolls here once the card has its content.
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  const loaded = status.data !== undefined;
  useEffect(() => {
    if (hash === '#security' && loaded) card.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  const on = status.data?.totp === true;
  const codesLeft = status.data?.recovery_codes_left ?? 0;
  return (
    <section ref={card} className="card security-card" aria-labelledby="two-factor-title" id="security">
      <h2 id="two-factor-title">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      <p className="muted">
        <Trans>Ask for a code from an authenticator app on your phone as well as your password, so a stolen password alone cannot sign in.</Trans>
      </p>
      {status.isPending ? <Spinner /> : null}
      {status.isError ? (
        <p className="muted">
          <Trans>Could not load your two-factor settings. Please try again later</Trans>
        </p>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {status.data && on && !codes ? (
        <>
          <p className="security-status">
            <Trans>
              <strong>On</strong> · {codesLeft} of 10 recovery codes left
            </Trans>
          </p>
          <div className="security-actions">
            <button type="button" className="button secondary" disabled={renew.isPending} onClick={() => void newCodes()}>
              <Trans>New recovery codes</Trans>
            </button>
            <button type="button" className="button danger" disabled={disable.isPending} onClick={() => void turnOff()}>
              <Trans>Turn off</Trans>
            </button>
          </div>
        </>
      ) : null}
      {status.data && !on && !started ? (
        <div className="security-actions">
          <button type="button" className="button" disabled={setup.isPending} onClick={() => void start()}>
            {setup.isPending ? t`Starting…` : t`Set up an authenticator app`}
          </button>
        </div>
      ) : null}
      {started && !on ? (
        <TotpSetup
          setup={started}
          onCancel={() => setStarted(null)}
          onEnabled={(recovery) => {
            setStarted(null);
            setCodes(recovery);
            showAlert(t`Two-factor sign-in is on`, 'success');
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}
