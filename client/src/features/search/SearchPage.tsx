import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLayout } from '../../components/AppLayout';
import { GroupResults, MemberResults } from './SearchResults';
import { useGroupSearch, useMemberSearch } from './useSearch';
import './search.css';

/** The longest term the server takes (both searches). */
const TERM_MAX = 100;
/** How long typing must pause before the results follow it. */
const TYPING_PAUSE_MS = 400;

/**
 * /search (issue 41): members by name and public groups by title or description, from one box.
 * The term lives in the address (?q=), so a search can be shared, reloaded and gone back to;
 * results follow the typing after a pause, Enter searches at once. Posts are not searched: the
 * API has no search of post texts.
 */
export default function SearchPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, TERM_MAX);
  const [text, setText] = useState(term);
  const members = useMemberSearch(term);
  const groups = useGroupSearch(term);

  const search = (value: string) => {
    const next = value.trim();
    if (next !== term) setParams(next ? { q: next } : {}, { replace: true });
  };
  useEffect(() => {
    const timer = window.setTimeout(() => search(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  // Back and forward change the address: the box follows.
  useEffect(() => setText((cur) => (cur.trim() === term ? cur : term)), [term]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(text);
  };

  const done = term !== '' && !members.isPending && !groups.isPending;
  const memberCount = members.data?.length ?? 0;
  const groupCount = groups.data?.length ?? 0;
  const summary = !done
    ? ''
    : members.isError || groups.isError
      ? t`The search did not finish.`
      : t`Found ${plural(memberCount, { one: '# member', other: '# members' })} and ${plural(groupCount, { one: '# group', other: '# groups' })}.`;

  return (
    <AppLayout title={t`Search`}>
      <div className="search-page">
        <h1>
          <Trans>Search</Trans>
        </h1>
        <form role="search" className="search-form" onSubmit={submit}>
          <label htmlFor="search-term" className="search-label">
            <Trans>Search members and groups</Trans>
          </label>
          <div className="search-row">
            <input
              id="search-term"
              type="search"
              value={text}
              maxLength={TERM_MAX}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t`A name, or a word about a group`}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button">
              <Trans>Search</Trans>
            </button>
          </div>
        </form>
        <p className="visually-hidden" role="status" aria-live="polite">
          {summary}
        </p>
        {term === '' ? (
          <p className="card search-hint muted">
            <Trans>Find members by their name and public groups by their title or description.</Trans>
          </p>
        ) : (
          <div className="search-results">
            <MemberResults query={members} term={term} />
            <GroupResults query={groups} term={term} />
          </div>
        )}
      </div>
    </AppLayout>
  );
}
