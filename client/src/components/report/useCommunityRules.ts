import type { RulesDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

export const communityRulesQueryKey = ['rules'] as const;

/** GET /api/rules (public): the community's active rules by number, for the report dialog, /rules and the register page. */
export function useCommunityRules() {
  return useQuery<RulesDto>({
    queryKey: communityRulesQueryKey,
    queryFn: () => pen.rules.listRules(),
    staleTime: 10 * 60_000,
  });
}
