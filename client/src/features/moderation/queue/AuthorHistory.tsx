import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportCase } from '../api/types';
import { formatDate } from '../../../lib/format';
import { decisionActionLabel } from '../appeals/decision-text';

/** The author's strikes and recent decisions (issue 42), so a moderator does not decide blind. */
export function AuthorHistory({ history }: { history: ReportCase['author_history'] }) {
  const { t } = useLingui();
  if (history.decisions.length === 0 && history.active_strikes === 0) {
    return (
      <p className="mod-history muted">
        <Trans>No earlier decisions about this author.</Trans>
      </p>
    );
  }
  const strikes = plural(history.active_strikes, { one: '# active strike', other: '# active strikes' });
  return (
    <div className="mod-history">
      <p>
        <strong>{strikes}</strong>
      </p>
      <ul aria-label={t`Earlier decisions about this author`}>
        {history.decisions.map((d, i) => {
          const when = formatDate(d.created_at);
          const action = decisionActionLabel(d.action);
          const ruleNumber = d.rule?.number;
          const ruleTitle = d.rule?.title;
          const rule = d.rule ? t`Rule ${ruleNumber}: ${ruleTitle}` : t`No rule cited`;
          return (
            <li key={`${d.created_at}-${i}`}>
              <Trans>
                {when}: {action} ({rule})
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
