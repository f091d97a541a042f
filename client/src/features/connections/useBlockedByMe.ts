import { useQuery } from '@tanstack/react-query';
import { friendRequestStatusQuery } from './api/useFriendRequestStatus';

/**
 * Whether I blocked this member: the relationship reads `blocked` (only the blocker is told).
 * The same query as the friend button's, so a page asks once.
 */
export function useBlockedByMe(userId: number | undefined): boolean {
  const status = useQuery({ ...friendRequestStatusQuery(userId ?? 0), enabled: userId !== undefined });
  return status.data === 'blocked';
}
