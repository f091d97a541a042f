import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { ProcessingRefresher } from './processing-refresh';

/** Query key prefixes of the lists that show media: posts (feed, profiles, comments) and groups (threads). */
const LISTS_WITH_MEDIA = [['posts'], ['groups']];

const refreshers = new WeakMap<QueryClient, ProcessingRefresher>();

function refresherFor(client: QueryClient): ProcessingRefresher {
  let refresher = refreshers.get(client);
  if (!refresher) {
    // Only lists on screen are fetched again (invalidateQueries refetches active queries).
    refresher = new ProcessingRefresher(() => LISTS_WITH_MEDIA.forEach((queryKey) => void client.invalidateQueries({ queryKey })));
    refreshers.set(client, refresher);
  }
  return refresher;
}

/** Keeps the lists on screen fresh while `pending` media is shown (see processing-refresh.ts). */
export function useRefreshWhileProcessing(pending: boolean): void {
  // Read the context directly: a gallery rendered without a query client (a component test) has nothing to refresh.
  const client = useContext(QueryClientContext);
  useEffect(() => {
    if (!pending || !client) return undefined;
    return refresherFor(client).watch();
  }, [pending, client]);
}
