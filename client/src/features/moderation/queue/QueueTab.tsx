import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useAlerts } from '../../../components/alerts/AlertProvider';
import { Spinner } from '../../../components/Spinner';
import { useReports, useResolveReport } from '../api/hooks';
import type { CaseStatus, ReportCase, ResolveAction } from '../api/types';
import { ActionDialog, type ActionChoice } from './ActionDialog';
import { CaseCard } from './CaseCard';
import { actionAllowed, resolutionLabel } from './case-text';
import { useQueueShortcuts } from './useQueueShortcuts';
import { LoadMore, ListError } from '../ListParts';

/** The report queue: open cases oldest first (or resolved ones), acted on by click or key. */
export function QueueTab() {
  const { t } = useLingui();
  const { showAlert } = useAlerts();
  const [status, setStatus] = useState<CaseStatus>('open');
  const reports = useReports(status);
  const resolve = useResolveReport();
  const cases = reports.items;
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<{ reportCase: ReportCase; action: ResolveAction } | null>(null);
  const cardRefs = useRef(new Map<number, HTMLLIElement>());

  // The selection stays on the list as cases leave it (a resolved case drops out of "open").
  const index = Math.min(selected, Math.max(cases.length - 1, 0));
  const current = cases[index];

  useEffect(() => {
    if (current) cardRefs.current.get(current.report_id)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const open = (reportCase: ReportCase | undefined, action: ResolveAction) => {
    if (reportCase && actionAllowed(reportCase, action)) setPending({ reportCase, action });
  };

  useQueueShortcuts({
    enabled: pending === null && status === 'open',
    onMove: (step) => setSelected(Math.max(0, Math.min(cases.length - 1, index + step))),
    onAction: (action) => open(current, action),
  });

  async function confirm({ note, ruleId, days }: ActionChoice) {
    if (!pending) return;
    await resolve.mutateAsync({ reportId: pending.reportCase.report_id, action: pending.action, ...(ruleId ? { ruleId } : {}), ...(note ? { note } : {}), ...(days ? { days } : {}) });
    const id = pending.reportCase.report_id;
    const done = resolutionLabel(pending.action).toLowerCase();
    showAlert(t`Case #${id}: ${done}.`, 'success');
    setPending(null);
  }

  return (
    <section aria-labelledby="mod-queue-title">
      <div className="mod-toolbar">
        <h2 id="mod-queue-title" className="visually-hidden">
          <Trans>Report queue</Trans>
        </h2>
        <div className="mod-segment" role="group" aria-label={t`Cases`}>
          {(['open', 'resolved'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => { setStatus(s); setSelected(0); }}>
              {s === 'open' ? t`Open` : t`Resolved`}
            </button>
          ))}
        </div>
        {status === 'open' ? (
          <p className="mod-help" aria-label={t`Keyboard shortcuts`}>
            <Trans>
              <kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>d</kbd> dismiss · <kbd>r</kbd> remove · <kbd>w</kbd> warn · <kbd>s</kbd> suspend
            </Trans>
          </p>
        ) : null}
      </div>
      {reports.isPending ? <Spinner /> : null}
      {reports.isError ? <ListError error={reports.error} what={t`the reports`} /> : null}
      {reports.isSuccess && cases.length === 0 ? <p className="mod-empty card">{status === 'open' ? t`No open reports. All caught up.` : t`No resolved reports yet.`}</p> : null}
      <ul className="mod-list" aria-label={status === 'open' ? t`Open reports` : t`Resolved reports`}>
        {cases.map((c, i) => (
          <CaseCard
            key={c.report_id}
            ref={(el) => {
              if (el) cardRefs.current.set(c.report_id, el);
              else cardRefs.current.delete(c.report_id);
            }}
            reportCase={c}
            selected={status === 'open' && i === index}
            onSelect={() => setSelected(i)}
            onAction={(action) => {
              setSelected(i);
              open(c, action);
            }}
          />
        ))}
      </ul>
      <LoadMore query={reports} />
      {pending ? <ActionDialog reportCase={pending.reportCase} action={pending.action} onConfirm={confirm} onClose={() => setPending(null)} /> : null}
    </section>
  );
}
