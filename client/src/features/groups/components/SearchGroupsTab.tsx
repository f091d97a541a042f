import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@pen/sdk';
import { FormEvent, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useSearchGroups } from '../api/useGroupLists';
import { GroupCard } from './GroupCard';

/** Search Groups: public groups by title or description; Enter or the button runs it. */
export function SearchGroupsTab() {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const results = useSearchGroups(asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(term.trim());
  };
  return (
    <div>
      <form className="grp-search" role="search" onSubmit={submit}>
        <label htmlFor="grp-search" className="visually-hidden">
          <Trans>Search groups</Trans>
        </label>
        <input id="grp-search" type="search" placeholder={t`Search groups`} value={term} onChange={(e) => setTerm(e.target.value)} maxLength={100} />
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {asked === null ? (
        <p className="grp-placeholder muted">
          <Trans>search results</Trans>
        </p>
      ) : results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p className="grp-empty-title grp-empty" role="alert">
          {errorMessage(results.error, t`Failed to fetch groups`)}
        </p>
      ) : results.data.length === 0 ? (
        <div className="grp-empty">
          <p className="grp-empty-title"><Trans>No groups found</Trans></p>
          <p className="muted"><Trans>Try another word, or start the group yourself.</Trans></p>
        </div>
      ) : (
        <ul className="grp-card-list">
          {results.data.map((g) => (
            <GroupCard key={g.group_id} group={g} inSearch />
          ))}
        </ul>
      )}
    </div>
  );
}
