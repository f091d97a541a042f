import { t } from '@lingui/core/macro';
import { PenApiError, SearchUserDto } from '@pen/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connKeys } from './keys';
import { pen } from '../../../lib/sdk';

/**
 * The text for a failed search, as the spec's client words it: 429 has its own text, other
 * refusals show the server's `error` field (else 'Search failed.'), and a call that never got an
 * answer shows 'User search failed.'.
 */
export function searchFailureText(err: unknown): string {
  if (!(err instanceof PenApiError)) return t`User search failed.`;
  if (err.status === 429) return t`Too many requests. Please wait before trying again.`;
  const body = err.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error ? body.error : t`Search failed.`;
}

/**
 * GET /api/conn/search-users, run when the member submits (each search counts against the
 * server's limit, so it is not fired per keystroke). Each hit's friend status is put in the
 * status cache, so the friend buttons of the results need no request of their own.
 */
export function useSearchUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (query: string): Promise<SearchUserDto[]> => (await pen.connections.searchUsers({ query: { query } })).users,
    onSuccess: (users) => {
      for (const u of users) client.setQueryData(connKeys.status(u.user_id), u.friend_status);
    },
  });
}
