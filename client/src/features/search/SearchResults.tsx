import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type GroupCardDto, type SearchUserDto } from '@pen/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';

/** A stored picture's address (paths come relative to the API). */
function pictureUrl(path: string | null | undefined): string {
  const p = path || 'uploads/profile_images/default-profile.png';
  return /^(?:https?:|blob:|data:)/.test(p) ? p : `/api/${p.replace(/^\/+/, '').replace(/^api\//, '')}`;
}

/** The first words of a text, for a result line. */
function preview(text: string | null | undefined, max = 90): string {
  const s = (text ?? '').trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

/** One section of results: heading with the count, then the list, or what stands in for it. */
function ResultSection<T>({ id, title, query, empty, failure, children }: { id: string; title: string; query: UseQueryResult<T[]>; empty: string; failure: string; children: (items: T[]) => ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="card search-section" aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {query.data ? <span className="search-count"> ({query.data.length})</span> : null}
      </h2>
      {query.isPending ? (
        <Spinner label={t`Searching…`} />
      ) : query.isError ? (
        <div className="search-error" role="alert">
          <p>{errorMessage(query.error, failure)}</p>
          <button type="button" className="button secondary small" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="muted search-empty">{empty}</p>
      ) : (
        <ul className="search-list">{children(query.data)}</ul>
      )}
    </section>
  );
}

/** A member hit: their shareable profile address, or (without a user code) the profile opened in the app. */
function MemberHit({ user }: { user: SearchUserDto }) {
  const navigate = useNavigate();
  const body = (
    <>
      <img className="search-avatar" src={pictureUrl(user.profile_picture)} alt="" loading="lazy" />
      <span className="search-text">
        <span className="search-name">{user.user_name}</span>
        {user.user_code ? <span className="search-sub">@{user.user_code}</span> : null}
        {user.bio ? <span className="search-sub">{preview(user.bio)}</span> : null}
      </span>
    </>
  );
  return (
    <li>
      {user.user_code ? (
        <Link className="search-hit" to={`/u/${encodeURIComponent(user.user_code)}`}>
          {body}
        </Link>
      ) : (
        <a
          className="search-hit"
          href="/userpen"
          onClick={(e) => {
            e.preventDefault();
            navigate('/userpen', { state: { user: { user_id: user.user_id, user_name: user.user_name, profile_picture: user.profile_picture, bio: user.bio, mode: user.mode } } });
          }}
        >
          {body}
        </a>
      )}
    </li>
  );
}

function GroupHit({ group }: { group: GroupCardDto }) {
  const members = group.member_count;
  return (
    <li>
      <Link className="search-hit" to={`/group/${group.group_id}`}>
        <span className="search-group-mark" aria-hidden="true">
          {group.title.slice(0, 1).toUpperCase()}
        </span>
        <span className="search-text">
          <span className="search-name">{group.title}</span>
          <span className="search-sub">{plural(members, { one: '# member', other: '# members' })}</span>
          {group.description ? <span className="search-sub">{preview(group.description)}</span> : null}
        </span>
      </Link>
    </li>
  );
}

export function MemberResults({ query, term }: { query: UseQueryResult<SearchUserDto[]>; term: string }) {
  const { t } = useLingui();
  return (
    <ResultSection id="search-members" title={t`Members`} query={query} empty={t`No members match “${term}”.`} failure={t`Members could not be searched. Please try again.`}>
      {(users) => users.map((u) => <MemberHit key={u.user_id} user={u} />)}
    </ResultSection>
  );
}

export function GroupResults({ query, term }: { query: UseQueryResult<GroupCardDto[]>; term: string }) {
  const { t } = useLingui();
  return (
    <ResultSection id="search-groups" title={t`Groups`} query={query} empty={t`No public groups match “${term}”.`} failure={t`Groups could not be searched. Please try again.`}>
      {(groups) => groups.map((g) => <GroupHit key={g.group_id} group={g} />)}
    </ResultSection>
  );
}
