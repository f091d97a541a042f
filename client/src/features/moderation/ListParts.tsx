import { PenApiError, errorMessage } from '@pen/sdk';

/** "Load more" under a cursor-paged list, while the server says there is more. */
export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mod-more">
      <button type="button" className="button secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}

/** A list that could not be read: the server's reason (403 when the role was taken away meanwhile). */
export function ListError({ error, what }: { error: unknown; what: string }) {
  const forbidden = error instanceof PenApiError && error.status === 403;
  return (
    <p className="mod-empty card" role="alert">
      {forbidden ? 'You are no longer allowed to moderate. Reload the page.' : errorMessage(error, `Could not load ${what}. Please try again.`)}
    </p>
  );
}
