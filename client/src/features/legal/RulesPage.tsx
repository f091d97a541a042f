import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LegalLayout } from './LegalLayout';
import { RulesList } from './RulesList';

/** /rules (public): the community rules every member accepts, which reports and moderators cite. */
export default function RulesPage() {
  const { t } = useLingui();
  return (
    <LegalLayout title={t`Community rules`} lead={t`What we ask of everyone on Pen, so that it stays a safe place to share and pray.`}>
      <RulesList />
      <p className="legal-note">
        <Trans>
          If something breaks these rules, report it from its menu: a moderator will look at it. Questions? <Link to="/contact-pen">Contact us</Link>.
        </Trans>
      </p>
      <p>
        <Trans>
          How the rules are applied, month by month: the <Link to="/transparency">transparency report</Link>.
        </Trans>
      </p>
    </LegalLayout>
  );
}
