import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from './contact';
import { LegalLayout } from './LegalLayout';

export default function ContactPage() {
  return (
    <LegalLayout title="Contact Pen" lead="We are a small team and we read every message.">
      <div className="contact-mail">
        <span className="contact-mail-icon" aria-hidden="true">
          ✉
        </span>
        <div>
          <div className="muted">Write to us at</div>
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </div>
      </div>
      <p>Please write from the e-mail address of your Pen account when your message is about your account, so we can find it. We usually answer within a few working days.</p>
      <div className="contact-grid">
        <section>
          <h2>Privacy and your data</h2>
          <p>Ask what we hold about you, correct it or have it removed. See the <Link to="/privacy-policy">privacy policy</Link>.</p>
        </section>
        <section>
          <h2>Terms and content</h2>
          <p>Report content that breaks the <Link to="/terms-of-service">terms of service</Link>, or ask about them.</p>
        </section>
        <section>
          <h2>Account help</h2>
          <p>
            Forgot your password? You can <Link to="/reset-password">reset it yourself</Link>. Deleting your account is possible in your profile settings.
          </p>
        </section>
        <section>
          <h2>Feedback</h2>
          <p>Ideas, kind words and bug reports help us make Pen better for everyone.</p>
        </section>
      </div>
    </LegalLayout>
  );
}
