import { type ApiKeyDto, type CreateApiKeyDto } from '@pen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/auth/api-keys: the member's keys, newest first (never their secrets). */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: async (): Promise<ApiKeyDto[]> => (await pen.auth.listApiKeys()).apiKeys });
}

/** POST /api/auth/api-keys: a new key; its secret is in this answer only. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyDto) => pen.auth.createApiKey({ body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

/** DELETE /api/auth/api-keys/{id}: the key stops working at once. */
export function useDeleteApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => pen.auth.deleteApiKey({ path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
