import { Trans, useLingui } from '@lingui/react/macro';
import { PenApiError, errorMessage } from '@pen/sdk';
import { Link } from 'react-router-dom';

/** The server's 403 for an operator without two-factor sign-in (REQUIRE_2FA_FOR_OPERATORS, issue 43). */
const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for moderators';

/** "Load more" under a cursor-paged list, while the server says there is more. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  return (
    <div className="mod-more">
      <button type="button" className="button secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? t`Loading…` : t`Load more`}
      </button>
    </div>
  );
}

/** A list that could not be read: the server's reason (403 when the role was taken away meanwhile). */
export function ListError({ error, what }: { error: unknown; what: string }) {
  const { t } = useLingui();
  const forbidden = error instanceof PenApiError && error.status === 403;
  if (forbidden && errorMessage(error, '') === TWO_FACTOR_REQUIRED) {
    return (
      <div className="mod-empty card" role="alert">
        <p>
          <strong>
            <Trans>Turn on two-factor sign-in to moderate.</Trans>
          </strong>
        </p>
        <p className="muted">
          <Trans>Moderators and administrators sign in with a code from an authenticator app as well as their password, so a stolen password cannot reach the console.</Trans>
        </p>
        <Link to="/settings#security" className="button">
          <Trans>Set up two-factor sign-in</Trans>
        </Link>
      </div>
    );
  }
  return (
    <p className="mod-empty card" role="alert">
      {forbidden ? t`You are no longer allowed to moderate. Reload the page.` : errorMessage(error, t`Could not load ${what}. Please try again.`)}
    </p>
  );
}
