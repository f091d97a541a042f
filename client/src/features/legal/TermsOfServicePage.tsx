import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';
import { TermsText } from './TermsText';

export default function TermsOfServicePage() {
  return (
    <LegalLayout title="Terms of service" lead="The rules for using Pen. Please read them carefully.">
      <TermsText />
      <p className="legal-note">
        Questions about these terms? <Link to="/contact-pen">Contact us</Link>.
      </p>
    </LegalLayout>
  );
}
