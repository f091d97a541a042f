import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from './contact';
import { LegalLayout } from './LegalLayout';

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <LegalLayout title={t`Contact Pen`} lead={t`We are a small team and we read every message.`}>
      <div className="contact-mail">
        <span className="contact-mail-icon" aria-hidden="true">
          ✉
        </span>
        <div>
          <div className="muted">
            <Trans>Write to us at</Trans>
          </div>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </div>
      </div>
      <p>
        <Trans>
          Please write from the e-mail address of your Pen account when your message is about your account, so we can find it. We usually answer within a few
          working days.
        </Trans>
      </p>
      <div className="contact-grid">
        <section>
          <h2>
            <Trans>Privacy and your data</Trans>
          </h2>
          <p>
            <Trans>
              Ask what we hold about you, correct it or have it removed. See the <Link to="/privacy-policy">privacy policy</Link>.
            </Trans>
          </p>
        </section>
        <section>
          <h2>
            <Trans>Terms and content</Trans>
          </h2>
          <p>
            <Trans>
              Report content that breaks the <Link to="/terms-of-service">terms of service</Link>, or ask about them.
            </Trans>
          </p>
        </section>
        <section>
          <h2>
            <Trans>Account help</Trans>
          </h2>
          <p>
            <Trans>
              Forgot your password? You can <Link to="/reset-password">reset it yourself</Link>. Deleting your account is possible in your profile settings.
            </Trans>
          </p>
        </section>
        <section>
          <h2>
            <Trans>Feedback</Trans>
          </h2>
          <p>
            <Trans>Ideas, kind words and bug reports help us make Pen better for everyone.</Trans>
          </p>
        </section>
      </div>
    </LegalLayout>
  );
}
