import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import './misc.css';

const AMOUNTS = [5, 10, 25];

/**
 * Spec: a voluntary donation page with a hosted form from a card payment provider (its menu
 * entry is hidden). The provider's form is embedded here once an account exists; until then
 * the page explains that and takes no card data itself.
 */
export default function SupportUsPage() {
  const [amount, setAmount] = useState(10);
  return (
    <AppLayout title="Support Us">
      <div className="misc-page">
        <section className="card misc-hero">
          <span className="misc-hero-icon" aria-hidden="true">♡</span>
          <h1>Support Pen</h1>
          <p className="muted">Pen is free and without ads. A voluntary gift helps keep it running for everyone who shares and prays here.</p>
          <div className="donate-form">
            <div className="donate-amounts" role="group" aria-label="Amount">
              {AMOUNTS.map((a) => (
                <button key={a} type="button" className="donate-amount" aria-pressed={amount === a} onClick={() => setAmount(a)}>
                  {a} €
                </button>
              ))}
            </div>
            <div className="donate-frame" aria-live="polite">
              <p>
                <strong>Secure card payment</strong>
              </p>
              <p className="muted">The payment provider's hosted form for {amount} € opens here. Card details never pass through Pen.</p>
              <p className="donate-lock">Online donations open soon. Thank you for your patience!</p>
            </div>
          </div>
        </section>
        <p className="misc-actions">
          <Link to="/dashboard" className="button secondary">
            Back to the dashboard
          </Link>
        </p>
      </div>
    </AppLayout>
  );
}
