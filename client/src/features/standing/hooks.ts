import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealRequestDto, StandingDto } from '@pen/sdk';
import { pen } from '../../lib/sdk';
import { hasToken } from '../../lib/session';

export const standingQueryKey = ['account', 'standing'] as const;

/** GET /api/account/standing: status, active strikes and every statement of reasons. */
export function useStanding() {
  return useQuery<StandingDto>({ queryKey: standingQueryKey, queryFn: () => pen.standing.getStanding(), enabled: hasToken() });
}

/** POST /api/account/appeals; the standing is read again (the decision's appeal is open). */
export function useFileAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealRequestDto) => pen.standing.fileAppeal({ body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: standingQueryKey }),
  });
}

/** POST /api/data/request-export, which a suspended member's limited session allows. */
export function useRequestExport() {
  return useMutation({ mutationFn: () => pen.data.requestExport() });
}
