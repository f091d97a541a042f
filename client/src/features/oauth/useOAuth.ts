import { type ConnectedAppDto, type CreateOAuthAppDto, type OAuthAppDto } from '@pen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

export const oauthAppsQueryKey = ['oauth-apps'] as const;
export const connectedAppsQueryKey = ['oauth-connected-apps'] as const;

/** GET /api/oauth/apps: the apps the member registered. */
export function useOAuthApps() {
  return useQuery({ queryKey: oauthAppsQueryKey, queryFn: async (): Promise<OAuthAppDto[]> => (await pen.oauth.listOAuthApps()).apps });
}

/** POST /api/oauth/apps: registers an app; the answer holds its client id. */
export function useCreateOAuthApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOAuthAppDto) => (await pen.oauth.createOAuthApp({ body })).app,
    onSuccess: () => client.invalidateQueries({ queryKey: oauthAppsQueryKey }),
  });
}

/** POST /api/oauth/apps/{clientId}/secret: a confidential app's new secret (in the answer only); the old one stops at once. */
export function useRotateOAuthAppSecret() {
  return useMutation({ mutationFn: async (clientId: string) => (await pen.oauth.rotateOAuthAppSecret({ path: { clientId } })).app });
}

/** DELETE /api/oauth/apps/{clientId}: every member's access through the app ends. */
export function useDeleteOAuthApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => pen.oauth.deleteOAuthApp({ path: { clientId } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: oauthAppsQueryKey }), client.invalidateQueries({ queryKey: connectedAppsQueryKey })]),
  });
}

/** GET /api/oauth/connected-apps: the apps the member allowed to act for them. */
export function useConnectedApps() {
  return useQuery({ queryKey: connectedAppsQueryKey, queryFn: async (): Promise<ConnectedAppDto[]> => (await pen.oauth.listConnectedApps()).apps });
}

/** DELETE /api/oauth/connected-apps/{clientId}: the app's tokens stop working at once. */
export function useDisconnectApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => pen.oauth.disconnectApp({ path: { clientId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: connectedAppsQueryKey }),
  });
}

/** GET /api/oauth/interaction/{uid}: the app asking and its scopes in plain words. */
export function useOAuthInteraction(uid: string) {
  return useQuery({ queryKey: ['oauth-interaction', uid], queryFn: () => pen.oauth.getOAuthInteraction({ path: { uid } }), retry: false, staleTime: Infinity });
}

/** POST /api/oauth/interaction/{uid}/consent: the member's answer; the browser then follows `redirectTo`. */
export function useAnswerOAuthInteraction(uid: string) {
  return useMutation({ mutationFn: (approve: boolean) => pen.oauth.answerOAuthInteraction({ path: { uid }, body: { approve } }) });
}
