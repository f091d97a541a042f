import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { modKeys } from '../api/keys';
import { pen } from '../../../lib/sdk';

/** Under the console's prefix, so every console action reads the list again too. */
const blocksKey = [...modKeys.all, 'email-domain-blocks'] as const;

export const useDomainBlocks = () => useQuery({ queryKey: blocksKey, queryFn: async () => (await pen.moderation.listEmailDomainBlocks()).blocks });

export function useBlockDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => pen.moderation.blockEmailDomain({ body: { domain } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: modKeys.all }),
  });
}

export function useUnblockDomain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) => pen.moderation.unblockEmailDomain({ path: { blockId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: modKeys.all }),
  });
}
