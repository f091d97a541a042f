import { PenApiError, TermsDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

export const latestTermsQueryKey = ['legal', 'latest-terms-of-service'] as const;

/** GET /api/auth/latest-terms-of-service. A 404 (no terms stored) is an answer, not worth retrying. */
export function useLatestTerms() {
  return useQuery<TermsDto>({
    queryKey: latestTermsQueryKey,
    queryFn: () => pen.legal.latestTermsOfService(),
    staleTime: 10 * 60_000,
    retry: (count, err) => !(err instanceof PenApiError && err.status === 404) && count < 1,
  });
}
