import { AuthService, type UserDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/auth/profile-user-info: the signed-in member (name for the greeting). Same key and
 * shape as the posts feature's useMe, so both share one request and one cache entry.
 */
export function useProfileUser() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async (): Promise<UserDto> => (await AuthService.profileUserInfo()).user,
    staleTime: 60_000,
  });
}
