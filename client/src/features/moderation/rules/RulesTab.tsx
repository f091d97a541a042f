import { Trans, useLingui } from '@lingui/react/macro';
import type { RuleDto } from '@pen/sdk';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useCommunityRules } from '../../../components/report/useCommunityRules';
import { ListError } from '../ListParts';
import { RuleArchiveDialog, RuleEditDialog } from './RuleDialogs';
import './rules-tab.css';

type Editing = { kind: 'add' } | { kind: 'edit'; rule: RuleDto } | { kind: 'archive'; rule: RuleDto } | null;

/** The paka's Rules tab: the community rules by number, with Add, Edit and Archive. */
export function RulesTab() {
  const { t } = useLingui();
  const rules = useCommunityRules();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section aria-labelledby="mod-rules-title" className="mod-rules">
      <div className="mod-rules-head">
        <h2 id="mod-rules-title">
          <Trans>Community rules</Trans>
        </h2>
        <button type="button" className="button" onClick={() => setEditing({ kind: 'add' })}>
          <Trans>Add a rule</Trans>
        </button>
      </div>
      {rules.isPending ? <Spinner /> : null}
      {rules.isError ? <ListError error={rules.error} what={t`the community rules`} /> : null}
      {rules.isSuccess && rules.data.rules.length === 0 ? (
        <p className="mod-empty card">
          <Trans>No rules yet. Add the first one.</Trans>
        </p>
      ) : null}
      {rules.isSuccess && rules.data.rules.length > 0 ? (
        <ol className="mod-rules-list card" aria-label={t`Community rules`}>
          {rules.data.rules.map((r) => {
            const title = r.title;
            return (
              <li key={r.rule_id} value={r.number}>
                <div className="mod-rule-text">
                  <strong>{`${r.number}. ${r.title}`}</strong>
                  {r.description ? <p>{r.description}</p> : null}
                </div>
                <div className="mod-rule-actions">
                  <button type="button" className="button secondary" aria-label={t`Edit rule ${title}`} onClick={() => setEditing({ kind: 'edit', rule: r })}>
                    <Trans>Edit</Trans>
                  </button>
                  <button type="button" className="button secondary" aria-label={t`Archive rule ${title}`} onClick={() => setEditing({ kind: 'archive', rule: r })}>
                    <Trans>Archive</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {editing?.kind === 'add' ? <RuleEditDialog onClose={close} /> : null}
      {editing?.kind === 'edit' ? <RuleEditDialog rule={editing.rule} onClose={close} /> : null}
      {editing?.kind === 'archive' ? <RuleArchiveDialog rule={editing.rule} onClose={close} /> : null}
    </section>
  );
}
