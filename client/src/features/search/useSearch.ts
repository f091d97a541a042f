import { useQuery } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

/** Members whose name contains the term (GET /api/conn/search-users); idle without a term. */
export function useMemberSearch(term: string) {
  return useQuery({
    queryKey: ['search', 'members', term],
    queryFn: async () => (await pen.connections.searchUsers({ query: { query: term } })).users,
    enabled: term !== '',
    retry: false,
    staleTime: 30_000,
  });
}

/** Public groups whose title or description contains the term (GET /api/groups/search-groups). */
export function useGroupSearch(term: string) {
  return useQuery({
    queryKey: ['search', 'groups', term],
    queryFn: async () => (await pen.groups.searchGroups({ query: { q: term } })).groups,
    enabled: term !== '',
    retry: false,
    staleTime: 30_000,
  });
}
