import { type CreateWebhookDto, type WebhookDto } from '@pen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

export const webhooksQueryKey = ['webhooks'] as const;

/** GET /api/webhooks: the member's webhooks, newest first (never their secrets). */
export function useWebhooks() {
  return useQuery({ queryKey: webhooksQueryKey, queryFn: async (): Promise<WebhookDto[]> => (await pen.webhooks.listWebhooks()).webhooks });
}

/** POST /api/webhooks: a new webhook; its signing secret is in this answer only. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookDto) => pen.webhooks.createWebhook({ body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** PATCH /api/webhooks/{id} with `enabled`: turns a webhook off, or back on after Pen turned it off. */
export function useSetWebhookEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => pen.webhooks.updateWebhook({ path: { id }, body: { enabled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** DELETE /api/webhooks/{id}: nothing more is sent to it. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => pen.webhooks.deleteWebhook({ path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
