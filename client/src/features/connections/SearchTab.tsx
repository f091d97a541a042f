import { Trans, useLingui } from '@lingui/react/macro';
import { FormEvent, useState } from 'react';
import { useAlerts } from '../../components/alerts/AlertProvider';
import { searchFailureText, useSearchUsers } from './api/useSearchUsers';
import { FriendButton } from './FriendButton';
import { UserRow } from './UserRow';

/** Finds members by part of their name; each hit shows the friend button for that member. */
export function SearchTab() {
  const [term, setTerm] = useState('');
  const search = useSearchUsers();
  const { t } = useLingui();
  const { showAlert } = useAlerts();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = term.trim();
    if (!query) {
      showAlert(t`Search term is required`, 'warning');
      return;
    }
    search.mutate(query, {
      onSuccess: (users) => {
        if (users.length === 0) showAlert(t`No users found matching your search.`, 'warning');
      },
      onError: (err) => showAlert(searchFailureText(err), 'error'),
    });
  };

  return (
    <div className="conn-search">
      <form className="conn-search-form" role="search" onSubmit={submit}>
        <label htmlFor="conn-search-input" className="visually-hidden">
          <Trans>Search users</Trans>
        </label>
        <input
          id="conn-search-input"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t`Search by name`}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button" disabled={search.isPending}>
          {search.isPending ? t`Searching…` : t`Search`}
        </button>
      </form>
      {search.data && search.data.length > 0 ? (
        <ul className="conn-list" aria-label={t`Search results`}>
          {search.data.map((u) => (
            <UserRow key={u.user_id} user={u}>
              <FriendButton userId={u.user_id} />
            </UserRow>
          ))}
        </ul>
      ) : search.data ? (
        <p className="conn-hint muted">
          <Trans>No users found matching your search.</Trans>
        </p>
      ) : (
        <p className="conn-hint muted">
          <Trans>Search for members by any part of their name.</Trans>
        </p>
      )}
    </div>
  );
}
