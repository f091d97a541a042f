import { useQuery } from '@tanstack/react-query';
import { pen } from '../../../lib/sdk';

/** The member behind /u/{user_code} (GET /api/conn/member-by-code): 404 when unknown or hidden from the reader. */
export function useMemberByCode(userCode: string) {
  return useQuery({
    queryKey: ['member-by-code', userCode.toLowerCase()],
    queryFn: async () => (await pen.connections.memberByCode({ path: { userCode } })).user,
    retry: false,
    staleTime: 60_000,
  });
}
