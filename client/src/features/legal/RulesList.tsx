import { Trans } from '@lingui/react/macro';
import './legal.css';
import { Spinner } from '../../components/Spinner';
import { useCommunityRules } from '../../components/report/useCommunityRules';

/** The community rules as members read them: numbered, each with what it means. */
export function RulesList() {
  const rules = useCommunityRules();
  if (rules.isPending) return <Spinner />;
  if (rules.isError) {
    return (
      <p role="alert">
        <Trans>The community rules could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  return (
    <ol className="rules-list">
      {rules.data.rules.map((r) => (
        <li key={r.rule_id} value={r.number}>
          <strong>{r.title}</strong>
          {r.description ? <p>{r.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
