import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormDialog } from '../../components/dialog/FormDialog';
import { useFileAppeal } from './hooks';

export const APPEAL_TEXT_MAX = 2000;

/** The appeal form: why the decision is wrong, in the member's words (up to 2000 characters). */
export function AppealDialog({ decisionId, onDone, onClose }: { decisionId: number; onDone: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const file = useFileAppeal();
  return (
    <FormDialog
      title={t`Appeal the decision`}
      intro={<p>{t`A moderator who did not make the decision reviews your appeal, and you are told the outcome in the app and by e-mail.`}</p>}
      submitLabel={t`Send the appeal`}
      busyLabel={t`Sending…`}
      invalid={text.trim() === ''}
      failure={t`The appeal could not be sent. Please try again.`}
      onSubmit={async () => {
        await file.mutateAsync({ decisionId, text: text.trim() });
        onDone();
      }}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={id}>{t`Why is the decision wrong?`}</label>
        <textarea id={id} rows={6} maxLength={APPEAL_TEXT_MAX} required value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </FormDialog>
  );
}
