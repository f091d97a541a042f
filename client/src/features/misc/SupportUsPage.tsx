import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { formatNumber } from '../../lib/format';
import './misc.css';

const AMOUNTS = [5, 10, 25];

/**
 * Spec: a voluntary donation page with a hosted form from a card payment provider (its menu
 * entry is hidden). The provider's form is embedded here once an account exists; until then
 * the page explains that and takes no card data itself.
 */
export default function SupportUsPage() {
  const { t } = useLingui();
  const [amount, setAmount] = useState(10);
  const euros = (value: number) => formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const chosen = euros(amount);
  return (
    <AppLayout title={t`Support Us`}>
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">♡</span>
          <h1>
            <Trans>Support Pen</Trans>
          </h1>
          <p className="muted">
            <Trans>Pen is free and without ads. A voluntary gift helps keep it running for everyone who shares and prays here.</Trans>
          </p>
          <div className="donate-form">
            <div className="donate-amounts" role="group" aria-label={t`Amount`}>
              {AMOUNTS.map((a) => (
                <button key={a} type="button" className="donate-amount" aria-pressed={amount === a} onClick={() => setAmount(a)}>
                  {euros(a)}
                </button>
              ))}
            </div>
            <div className="donate-frame" aria-live="polite">
              <p>
                <strong>
                  <Trans>Secure card payment</Trans>
                </strong>
              </p>
              <p className="muted">
                <Trans>The payment provider's hosted form for {chosen} opens here. Card details never pass through Pen.</Trans>
              </p>
              <p className="donate-lock">
                <Trans>Online donations open soon. Thank you for your patience!</Trans>
              </p>
            </div>
          </div>
        </section>
        <p className="misc-actions">
          <Link to="/dashboard" className="button secondary">
            <Trans>Back to the dashboard</Trans>
          </Link>
        </p>
      </div>
    </AppLayout>
  );
}
