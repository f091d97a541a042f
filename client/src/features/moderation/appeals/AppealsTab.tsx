import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/format';
import { useAppeals, useDecideAppeal } from '../api/hooks';
import type { Appeal, AppealStatus } from '../api/types';
import { ListError, LoadMore } from '../ListParts';
import { ModFormDialog, NoteField } from '../ModFormDialog';
import { decisionActionLabel } from './decision-text';

type Outcome = 'upheld' | 'reversed';

/** Uphold or reverse, with the reason the appellant is told. */
function DecideDialog({ appeal, outcome, onConfirm, onClose }: { appeal: Appeal; outcome: Outcome; onConfirm: (note: string) => Promise<void>; onClose: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const id = appeal.appeal_id;
  return (
    <ModFormDialog
      title={outcome === 'reversed' ? t`Reverse the decision: appeal #${id}` : t`Uphold the decision: appeal #${id}`}
      question={
        outcome === 'reversed'
          ? t`The decision is undone: removed content is shown again, a suspension is lifted and the strike is removed. The member is told why.`
          : t`The decision stands. The member is told why.`
      }
      submitLabel={outcome === 'reversed' ? t`Reverse` : t`Uphold`}
      danger={false}
      invalid={note.trim() === ''}
      failure={t`The appeal could not be decided. Please try again.`}
      onSubmit={() => onConfirm(note.trim())}
      onClose={onClose}
    >
      <NoteField label={t`Reason (the member is told)`} value={note} onChange={setNote} required />
    </ModFormDialog>
  );
}

function outcomeLabel(status: string): string {
  return status === 'reversed' ? 'reversed' : 'upheld';
}

/** One appeal: the decision as it was made, the member's words, and the two outcomes. */
function AppealCard({ appeal: a, onDecide }: { appeal: Appeal; onDecide: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const d = a.decision;
  const titleId = `appeal-${a.appeal_id}-title`;
  const appellant = a.appellant.user_name;
  const action = decisionActionLabel(d.action);
  const filedAt = formatDateTime(a.created_at);
  const decidedAt = formatDateTime(d.created_at);
  const moderator = d.moderator.user_name;
  const ruleNumber = d.rule?.number;
  const ruleTitle = d.rule?.title;
  const rule = d.rule ? t`Rule ${ruleNumber}: ${ruleTitle}` : t`No rule cited`;
  const facts = d.note;
  const decider = a.decided_by?.user_name ?? '';
  return (
    <li className="mod-case card" aria-labelledby={titleId}>
      <div className="mod-case-head">
        <span className="mod-type">{action}</span>
        <strong id={titleId} className="mod-case-title">
          <Trans>Appeal by {appellant}</Trans>
        </strong>
        {d.automated ? (
          <span className="mod-flag">
            <Trans>Automated case</Trans>
          </span>
        ) : null}
      </div>
      <p className="mod-meta">
        <Trans>
          Decided by {moderator} on {decidedAt} · {rule}
        </Trans>
      </p>
      {d.note ? (
        <p>
          <Trans>The facts given: {facts}</Trans>
        </p>
      ) : null}
      {d.content_snapshot ? <p className="mod-content">{d.content_snapshot}</p> : null}
      <blockquote className="mod-appeal-text">
        <p className="visually-hidden">
          <Trans>The member wrote:</Trans>
        </p>
        {a.text}
      </blockquote>
      <p className="mod-meta">
        <Trans>Filed {filedAt}</Trans>
      </p>
      {a.status === 'open' ? (
        <div className="mod-actions">
          <button type="button" className="button small secondary" onClick={() => onDecide('upheld')}>
            <Trans>Uphold</Trans>
          </button>
          <button type="button" className="button small" onClick={() => onDecide('reversed')}>
            <Trans>Reverse</Trans>
          </button>
        </div>
      ) : (
        <p className="mod-resolution">
          {outcomeLabel(a.status) === 'reversed' ? <Trans>Reversed by {decider}</Trans> : <Trans>Upheld by {decider}</Trans>}
          {a.decision_note ? `: ${a.decision_note}` : ''}
        </p>
      )}
    </li>
  );
}

/** Appeals of decisions (DSA Art. 20): open ones oldest first; a moderator other than the decider reviews. */
export function AppealsTab() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const [status, setStatus] = useState<AppealStatus>('open');
  const appeals = useAppeals(status);
  const decide = useDecideAppeal();
  const [pending, setPending] = useState<{ appeal: Appeal; outcome: Outcome } | null>(null);
  return (
    <section aria-labelledby="mod-appeals-title">
      <div className="mod-toolbar">
        <h2 id="mod-appeals-title" className="visually-hidden">
          <Trans>Appeals</Trans>
        </h2>
        <div className="mod-segment" role="group" aria-label={t`Appeals`}>
          {(['open', 'decided'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s === 'open' ? t`Open` : t`Decided`}
            </button>
          ))}
        </div>
      </div>
      {appeals.isPending ? <Spinner /> : null}
      {appeals.isError ? <ListError error={appeals.error} what={t`the appeals`} /> : null}
      {appeals.isSuccess && appeals.items.length === 0 ? <p className="mod-empty card">{status === 'open' ? t`No open appeals.` : t`No decided appeals yet.`}</p> : null}
      <ul className="mod-list" aria-label={status === 'open' ? t`Open appeals` : t`Decided appeals`}>
        {appeals.items.map((a) => (
          <AppealCard key={a.appeal_id} appeal={a} onDecide={(outcome) => setPending({ appeal: a, outcome })} />
        ))}
      </ul>
      <LoadMore query={appeals} />
      {pending ? (
        <DecideDialog
          appeal={pending.appeal}
          outcome={pending.outcome}
          onClose={() => setPending(null)}
          onConfirm={async (note) => {
            await decide.mutateAsync({ appealId: pending.appeal.appeal_id, outcome: pending.outcome, note });
            const id = pending.appeal.appeal_id;
            showAlert(pending.outcome === 'reversed' ? t`Appeal #${id}: the decision was reversed.` : t`Appeal #${id}: the decision was upheld.`, 'success');
            setPending(null);
          }}
        />
      ) : null}
    </section>
  );
}
