import { startAuthentication, type AuthenticationResponseJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { pen } from './sdk';

/**
 * A passkey's signed answer to fresh options: for signing in without a password, as the second
 * factor and for step-up. With `autofill`, the browser offers the passkeys in the e-mail field's
 * suggestions (conditional mediation) and the promise waits until one is chosen.
 */
export async function passkeyAnswer(autofill = false): Promise<Record<string, unknown>> {
  const { options } = await pen.auth.passkeySignInOptions();
  const answer: AuthenticationResponseJSON = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return answer as unknown as Record<string, unknown>;
}

/** Whether the browser can do passkeys at all. */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A browser's refusal or cancel of the passkey prompt: said plainly, not as an error code. */
export function passkeyFailure(err: unknown, fallback: string): string | null {
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return null;
  return fallback;
}
