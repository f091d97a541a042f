import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseReport } from '../api/types';
import { formatDateTime } from '../../../lib/format';
import { reasonLabel } from './case-text';

/** Every report of a case, oldest first: why, under which rule, in the reporter's words, by whom and when. */
export function CaseReports({ reports }: { reports: CaseReport[] }) {
  const { t } = useLingui();
  if (reports.length === 0) return null;
  return (
    <ol className="mod-reports" aria-label={t`Reports`}>
      {reports.map((r) => {
        const reporter = r.reporter.user_name;
        const ruleNumber = r.rule?.number;
        const ruleTitle = r.rule?.title;
        const at = formatDateTime(r.created_at);
        return (
          <li key={`${r.reporter.user_id ?? reporter}-${r.created_at}`}>
            <p className="mod-report-head">
              <b>{reasonLabel(r.reason)}</b>
              {r.rule ? <span className="mod-report-rule"><Trans>Rule {ruleNumber}: {ruleTitle}</Trans></span> : null}
              <span className="muted">
                <Trans>
                  by {reporter}, <time dateTime={r.created_at}>{at}</time>
                </Trans>
              </span>
            </p>
            {r.details ? <p className="mod-report-details">“{r.details}”</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
