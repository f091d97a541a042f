import { t } from '@lingui/core/macro';
export type ConnTab = 'requests' | 'friends' | 'search';

export const TAB_IDS: readonly ConnTab[] = ['requests', 'friends', 'search'];

export function tabLabel(id: ConnTab): string {
  if (id === 'requests') return t`New requests`;
  if (id === 'friends') return t`My friends`;
  return t`Search users`;
}

/**
 * The tab shown: the member's own choice once made; before that "New requests" when any exist
 * (the spec's auto-selection), else "My friends". Undefined while the requests are loading.
 */
export function visibleTab(chosen: ConnTab | null, requestCount: number | undefined): ConnTab | undefined {
  if (chosen) return chosen;
  if (requestCount === undefined) return undefined;
  return requestCount > 0 ? 'requests' : 'friends';
}
