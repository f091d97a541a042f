import type { TransparencyDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { pen } from '../../../lib/sdk';

/** GET /api/transparency (public): the last twelve months' counts, in total and per month. */
export function useTransparency() {
  return useQuery<TransparencyDto>({
    queryKey: ['transparency'],
    queryFn: () => pen.transparency.getTransparencyReport(),
    staleTime: 60_000,
  });
}
