import { Trans, useLingui } from '@lingui/react/macro';
import { LegalLayout } from './LegalLayout';

/**
 * /crisis (public): where someone who reported self-harm is sent when the operator set no
 * CRISIS_RESOURCES_URL. General advice, with example numbers; Pen's moderators are no crisis service.
 */
export default function CrisisPage() {
  const { t } = useLingui();
  return (
    <LegalLayout title={t`Help in a crisis`} lead={t`If you or someone you know is thinking about suicide or self-harm, you are not alone, and help is there.`}>
      <h2>
        <Trans>In danger right now?</Trans>
      </h2>
      <p>
        <Trans>
          Call the emergency number at once: <strong>112</strong> in Finland and everywhere in the European Union (911 in the United States and Canada). Stay with the person if you can.
        </Trans>
      </p>
      <h2>
        <Trans>Talk to someone</Trans>
      </h2>
      <p>
        <Trans>
          A crisis line listens without judging, day or night. In Finland: MIELI Crisis Helpline (Kriisipuhelin), <strong>09 2525 0111</strong>, open around the clock. Elsewhere, look up your country's crisis line, or talk to a doctor, a pastor or someone you trust.
        </Trans>
      </p>
      <h2>
        <Trans>What Pen does</Trans>
      </h2>
      <p className="legal-note">
        <Trans>
          A report about self-harm goes to the top of the moderators' queue. The moderators care, but they are not a crisis service and may not see your report at once: if someone is in danger, call for help yourself.
        </Trans>
      </p>
    </LegalLayout>
  );
}
