import { ApiError, LegalService, TermsDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';

export const latestTermsQueryKey = ['legal', 'latest-terms-of-service'] as const;

/** GET /api/auth/latest-terms-of-service. A 404 (no terms stored) is an answer, not worth retrying. */
export function useLatestTerms() {
  return useQuery<TermsDto>({
    queryKey: latestTermsQueryKey,
    queryFn: () => LegalService.latestTermsOfService(),
    staleTime: 10 * 60_000,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 1,
  });
}
