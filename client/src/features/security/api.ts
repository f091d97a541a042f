import { type PasskeyDto, type TwoFactorStatusDto } from '@pen/sdk';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pen } from '../../lib/sdk';

// Sign-in uses these too: they live in lib/, so the sign-in page does not load this feature.
export { passkeyAnswer, passkeyFailure, passkeysSupported } from '../../lib/passkeys';

export const twoFactorQueryKey = ['auth', '2fa'] as const;
export const passkeysQueryKey = ['auth', 'passkeys'] as const;

/** GET /api/auth/2fa: whether sign-in asks for an authenticator code, and the recovery codes left. */
export function useTwoFactorStatus() {
  return useQuery<TwoFactorStatusDto>({ queryKey: twoFactorQueryKey, queryFn: () => pen.auth.twoFactorStatus() });
}

function useTwoFactorChange<T, R>(fn: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQueryKey }) });
}

export const useTotpSetup = () => useMutation({ mutationFn: () => pen.auth.totpSetup() });
export const useTotpEnable = () => useTwoFactorChange(async (code: string) => (await pen.auth.totpEnable({ body: { code } })).recovery_codes);
export const useTwoFactorDisable = () => useTwoFactorChange(() => pen.auth.disable());
export const useNewRecoveryCodes = () => useTwoFactorChange(async () => (await pen.auth.recoveryCodes()).recovery_codes);

/** GET /api/auth/passkeys: names and dates, oldest first. */
export function usePasskeys() {
  return useQuery<PasskeyDto[]>({ queryKey: passkeysQueryKey, queryFn: async () => (await pen.auth.listPasskeys()).passkeys });
}

function usePasskeyChange<T, R>(fn: (arg: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: passkeysQueryKey }) });
}

/** The browser creates a passkey (the authenticator asks the person) and the server saves it under `name`. */
export const useAddPasskey = () =>
  usePasskeyChange(async (name: string) => {
    const { options } = await pen.auth.passkeyRegistrationOptions();
    const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
    return pen.auth.registerPasskey({ body: { name, response: response as unknown as Record<string, unknown> } });
  });

export const useDeletePasskey = () => usePasskeyChange((id: number) => pen.auth.deletePasskey({ path: { id } }));
