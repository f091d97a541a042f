import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useMyGroups } from '../api/useGroupLists';
import { filterGroups, SEARCH_DELAY_MS } from '../group-text';
import { useDebounced } from '../useDebounced';
import { GroupCard } from './GroupCard';

/** My Groups: a local filter on title or description, applied 500 ms after typing stops. */
export function MyGroupsTab({ onNewGroup }: { onNewGroup: () => void }) {
  const { t } = useLingui();
  const groups = useMyGroups();
  const [term, setTerm] = useState('');
  const settled = useDebounced(term, SEARCH_DELAY_MS);
  if (groups.isPending) return <Spinner />;
  if (groups.isError) {
    return (
      <div className="grp-empty" role="alert">
        <p className="grp-empty-title">{errorMessage(groups.error, t`Failed to fetch my groups`)}</p>
        <button type="button" className="button secondary" onClick={() => void groups.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const shown = filterGroups(groups.data, settled);
  return (
    <div>
      {groups.data.length > 0 ? (
        <div className="grp-filter">
          <label htmlFor="grp-filter" className="visually-hidden">
            <Trans>Filter my groups</Trans>
          </label>
          <input id="grp-filter" type="search" placeholder={t`Filter my groups`} value={term} onChange={(e) => setTerm(e.target.value)} maxLength={120} />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <div className="grp-empty">
          <p className="grp-empty-title"><Trans>No groups</Trans></p>
          {groups.data.length === 0 ? (
            <>
              <p className="muted"><Trans>Start a group for your church, Bible study or prayer circle, or find one to join.</Trans></p>
              <button type="button" className="button" onClick={onNewGroup}>
                <Trans>New Group</Trans>
              </button>
            </>
          ) : null}
        </div>
      ) : (
        <ul className="grp-card-list">
          {shown.map((g) => (
            <GroupCard key={g.group_id} group={g} />
          ))}
        </ul>
      )}
    </div>
  );
}
