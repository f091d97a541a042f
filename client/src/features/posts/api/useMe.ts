import { type UserDto } from '@pen/sdk';
import { useQuery } from '@tanstack/react-query';
import { meKey } from './keys';
import { pen } from '../../../lib/sdk';

/** The signed-in member (name for the greeting, id to tell own posts, profile header). */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async (): Promise<UserDto> => (await pen.auth.profileUserInfo()).user,
    staleTime: 60_000,
  });
}
