import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';
import { TermsText } from './TermsText';

export default function TermsOfServicePage() {
  const { t } = useLingui();
  return (
    <LegalLayout title={t`Terms of service`} lead={t`The rules for using Pen. Please read them carefully.`}>
      <TermsText />
      <p className="legal-note">
        <Trans>
          Questions about these terms? <Link to="/contact-pen">Contact us</Link>.
        </Trans>
      </p>
    </LegalLayout>
  );
}
