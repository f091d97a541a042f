import { useLingui } from '@lingui/react/macro';
import type { RuleDto } from '@pen/sdk';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/dialog/FormDialog';
import { ModFormDialog } from '../ModFormDialog';
import { useArchiveRule, useCreateRule, useUpdateRule } from './useRuleChanges';

/** The server's limits (RULE_TITLE_MAX, RULE_DESCRIPTION_MAX). */
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1000;

/** Adds a rule (no `rule`) or edits one: its title and what it means. */
export function RuleEditDialog({ rule, onClose }: { rule?: RuleDto; onClose: () => void }) {
  const { t } = useLingui();
  const ids = { title: useId(), description: useId() };
  const [title, setTitle] = useState(rule?.title ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const create = useCreateRule();
  const update = useUpdateRule();
  const body = { title: title.trim(), description: description.trim() };
  const number = rule?.number;
  return (
    <FormDialog
      title={rule ? t`Edit rule ${number}` : t`Add a rule`}
      intro={<p className="mod-question">{t`Members see the rules at /rules, when they register and when they report something. Write them in your community's language.`}</p>}
      submitLabel={rule ? t`Save rule` : t`Add rule`}
      busyLabel={t`Saving…`}
      invalid={body.title === ''}
      failure={t`Could not save the rule`}
      className="mod-action-dialog"
      onSubmit={async () => {
        if (rule) await update.mutateAsync({ ruleId: rule.rule_id, ...body });
        else await create.mutateAsync(body);
        onClose();
      }}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={ids.title}>{t`Title`}</label>
        <input id={ids.title} type="text" required maxLength={TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.description}>{t`What it means (optional)`}</label>
        <textarea id={ids.description} rows={4} maxLength={DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
    </FormDialog>
  );
}

/** Archives a rule: it leaves the list, what cited it keeps it, and the rules after it move up. */
export function RuleArchiveDialog({ rule, onClose }: { rule: RuleDto; onClose: () => void }) {
  const { t } = useLingui();
  const archive = useArchiveRule();
  const { title, number } = rule;
  return (
    <ModFormDialog
      title={t`Archive rule ${number}`}
      question={t`Archive “${title}”? Members no longer see it and reports can no longer cite it; past reports and decisions keep it. The rules after it move up by one.`}
      submitLabel={t`Archive rule`}
      failure={t`Could not archive the rule`}
      onSubmit={async () => {
        await archive.mutateAsync(rule.rule_id);
        onClose();
      }}
      onClose={onClose}
    >
      {null}
    </ModFormDialog>
  );
}
