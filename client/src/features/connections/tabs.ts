export type ConnTab = 'requests' | 'friends' | 'search';

export const TABS: ReadonlyArray<{ id: ConnTab; label: string }> = [
  { id: 'requests', label: 'New requests' },
  { id: 'friends', label: 'My friends' },
  { id: 'search', label: 'Search users' },
];

/**
 * The tab shown: the member's own choice once made; before that "New requests" when any exist
 * (the spec's auto-selection), else "My friends". Undefined while the requests are loading.
 */
export function visibleTab(chosen: ConnTab | null, requestCount: number | undefined): ConnTab | undefined {
  if (chosen) return chosen;
  if (requestCount === undefined) return undefined;
  return requestCount > 0 ? 'requests' : 'friends';
}
