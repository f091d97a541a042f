import { LegalService } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';

/** GET /api/noti/public-announcements: what the banner shows right now. */
export function useAnnouncements() {
  return useQuery({
    queryKey: ['announcements'],
    queryFn: () => LegalService.publicAnnouncements(),
    select: (data) => data.announcements,
    staleTime: 5 * 60_000,
  });
}
