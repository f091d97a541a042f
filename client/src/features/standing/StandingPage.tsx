import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type DecisionDto } from '@pen/sdk';
import { useState } from 'react';
import { AppLayout } from '../../components/AppLayout';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { signOut } from '../../lib/sign-out';
import { AppealDialog } from './AppealDialog';
import { appealStatusText, decisionTitle } from './decision-text';
import { useRequestExport, useStanding } from './hooks';
import './standing.css';

/** One statement of reasons: what was decided, under which rule, on which facts, and the way to appeal. */
function DecisionCard({ decision: d, onAppeal }: { decision: DecisionDto; onAppeal: () => void }) {
  const { t } = useLingui();
  const titleId = `decision-${d.decision_id}-title`;
  const when = formatDateTime(d.created_at);
  const until = formatDate(d.appeal.appealable_until);
  const ruleNumber = d.rule?.number;
  const ruleTitle = d.rule?.title;
  const suspendedUntil = d.suspended_until ? formatDateTime(d.suspended_until) : null;
  const facts = d.note;
  const mayAppeal = !d.reversed && d.appeal.status !== 'open' && new Date(d.appeal.appealable_until).getTime() > Date.now();
  return (
    <li className="card standing-decision" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {decisionTitle(d.action)} <span className="muted standing-when">{when}</span>
      </h3>
      {d.rule ? (
        <p>
          <Trans>
            <strong>Rule {ruleNumber}:</strong> {ruleTitle}
          </Trans>
        </p>
      ) : null}
      {d.note ? (
        <p>
          <Trans>
            <strong>The facts:</strong> {facts}
          </Trans>
        </p>
      ) : null}
      {d.content_snapshot ? (
        <blockquote className="standing-snapshot" aria-label={t`The content as it was`}>
          {d.content_snapshot}
        </blockquote>
      ) : null}
      {suspendedUntil ? (
        <p>
          <Trans>Suspended until {suspendedUntil}.</Trans>
        </p>
      ) : null}
      <p className="muted">
        {d.automated ? (
          <Trans>An automated check flagged this content; a moderator made the decision.</Trans>
        ) : (
          <Trans>A moderator made this decision after a review; no automated means were used.</Trans>
        )}
      </p>
      {d.reversed ? (
        <p className="standing-reversed">
          <Trans>This decision was reversed and no longer counts against you.</Trans>
        </p>
      ) : null}
      {d.appeal.status !== 'none' ? <p className="standing-appeal-state">{appealStatusText(d.appeal.status)}</p> : null}
      {mayAppeal ? (
        <p>
          <button type="button" className="button secondary small" onClick={onAppeal}>
            <Trans>Appeal this decision</Trans>
          </button>{' '}
          <span className="muted">
            <Trans>You may appeal until {until}.</Trans>
          </span>
        </p>
      ) : null}
    </li>
  );
}

/** What a suspended member may still do: their data and signing out (the rest of Pen waits). */
function SuspendedActions() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const request = useRequestExport();
  async function ask() {
    try {
      const { message } = await request.mutateAsync();
      showAlert(message, 'success');
    } catch (err) {
      showAlert(errorMessage(err, t`Could not request your data. Please try again later`), 'error');
    }
  }
  return (
    <div className="standing-actions">
      <button type="button" className="button secondary" disabled={request.isPending} onClick={() => void ask()}>
        <Trans>Request a copy of my data</Trans>
      </button>
      <button type="button" className="button secondary" onClick={() => void signOut()}>
        <Trans>Sign out</Trans>
      </button>
    </div>
  );
}

/** /standing: the member's account standing (DSA Art. 17 and 20); a suspended member's only page. */
export default function StandingPage() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const standing = useStanding();
  const [appealing, setAppealing] = useState<number | null>(null);
  const s = standing.data;
  const until = s?.suspended_until ? formatDateTime(s.suspended_until) : null;
  const strikes = s ? plural(s.active_strikes, { one: '# active strike', other: '# active strikes' }) : '';
  return (
    <AppLayout title={t`Account standing`}>
      <div className="standing-page">
        <h1>
          <Trans>Account standing</Trans>
        </h1>
        {standing.isPending ? <Spinner /> : null}
        {standing.isError ? (
          <p className="card" role="alert">
            <Trans>Could not load your account standing. Please try again.</Trans>
          </p>
        ) : null}
        {s ? (
          <section className={`card standing-status ${s.status}`} aria-labelledby="standing-status-title">
            <h2 id="standing-status-title">
              {s.status === 'suspended' ? (
                until ? (
                  <Trans>Your account is suspended until {until}.</Trans>
                ) : (
                  <Trans>Your account is suspended until further notice.</Trans>
                )
              ) : (
                <Trans>Your account is in good standing.</Trans>
              )}
            </h2>
            <p>
              {strikes}{' '}
              <span className="muted">
                <Trans>(warnings, removals and suspensions of the last 90 days that no appeal reversed)</Trans>
              </span>
            </p>
            {s.status === 'suspended' ? (
              <>
                <p>
                  <Trans>While your account is suspended you can read why, appeal, download your data or sign out. Others do not see your posts and comments.</Trans>
                </p>
                <SuspendedActions />
              </>
            ) : null}
          </section>
        ) : null}
        {s ? (
          <section aria-labelledby="standing-decisions-title">
            <h2 id="standing-decisions-title">
              <Trans>Decisions about your account</Trans>
            </h2>
            {s.decisions.length === 0 ? (
              <p className="muted">
                <Trans>No moderator has made a decision about your account.</Trans>
              </p>
            ) : (
              <ul className="standing-decisions">
                {s.decisions.map((d) => (
                  <DecisionCard key={d.decision_id} decision={d} onAppeal={() => setAppealing(d.decision_id)} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
      {appealing !== null ? (
        <AppealDialog
          decisionId={appealing}
          onClose={() => setAppealing(null)}
          onDone={() => {
            setAppealing(null);
            showAlert(t`Your appeal was sent. You will be told the outcome.`, 'success');
          }}
        />
      ) : null}
    </AppLayout>
  );
}
