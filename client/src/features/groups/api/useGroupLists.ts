import { type GroupCardDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { groupKeys } from './keys';
import { pen } from '../../../lib/sdk';

/** GET /api/groups/my-groups: accepted, pending and invited groups. */
export function useMyGroups() {
  return useQuery({
    queryKey: groupKeys.mine(),
    queryFn: async (): Promise<GroupCardDto[]> => (await pen.groups.myGroups()).groups,
  });
}

/** GET /api/groups/search-groups?q=: runs once a search was asked for (`q` null until then). */
export function useSearchGroups(q: string | null) {
  return useQuery({
    queryKey: groupKeys.search(q ?? ''),
    queryFn: async (): Promise<GroupCardDto[]> => (await pen.groups.searchGroups({ query: { q: q || undefined } })).groups,
    enabled: q !== null,
  });
}
