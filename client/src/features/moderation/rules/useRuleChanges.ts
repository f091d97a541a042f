import type { RuleBodyDto } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRulesQueryKey } from '../../../components/report/useCommunityRules';
import { pen } from '../../../lib/sdk';
import { modKeys } from '../api/keys';

/** A paka's change to the rules: afterwards the rules everyone reads and the audit log are read again. */
function useRuleChange<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: communityRulesQueryKey }), qc.invalidateQueries({ queryKey: modKeys.all })]),
  });
}

export const useCreateRule = () => useRuleChange((body: RuleBodyDto) => pen.moderation.createRule({ body }));
export const useUpdateRule = () => useRuleChange(({ ruleId, ...body }: RuleBodyDto & { ruleId: number }) => pen.moderation.updateRule({ path: { ruleId }, body }));
export const useArchiveRule = () => useRuleChange((ruleId: number) => pen.moderation.archiveRule({ path: { ruleId } }));
