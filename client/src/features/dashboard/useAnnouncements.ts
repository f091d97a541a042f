import { useQuery } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

/** GET /api/noti/public-announcements: what the banner shows right now. */
export function useAnnouncements() {
  return useQuery({
    queryKey: ['announcements'],
    queryFn: () => pen.legal.publicAnnouncements(),
    select: (data) => data.announcements,
    staleTime: 5 * 60_000,
  });
}
