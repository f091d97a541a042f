import { ApiProperty } from '@nestjs/swagger';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { DEVICE_ID_RULES, FieldRules, maxLen, present, Trim } from '../field-rules';
import { msg } from '../../i18n';

/** What the browser's WebAuthn call answered, as @simplewebauthn/browser hands it over: `{id, rawId, type, response, …}`. */
export function isCredentialJson(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const c = v as Record<string, unknown>;
  const text = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 20_000;
  return text(c.id) && text(c.rawId) && c.type === 'public-key' && typeof c.response === 'object' && c.response !== null && text((c.response as Record<string, unknown>).clientDataJSON);
}

export const CREDENTIAL_INVALID = msg('passkey must be the answer of the browser’s WebAuthn call').message;

/**
 * The OpenAPI property of a WebAuthn answer. Its example leaves `id` out (it equals `rawId`):
 * example checkers (Redocly) read an `id` key as a schema id, and the schema's own example
 * repeats the property's.
 */
export function webauthnJson(exampleId: string) {
  return {
    type: 'object',
    additionalProperties: true,
    description: '`{id, rawId, type: "public-key", response, clientExtensionResults}` as @simplewebauthn/browser answers',
    example: { rawId: exampleId, type: 'public-key', response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0' }, clientExtensionResults: {} },
  } as const;
}

export class PasskeyOptionsDto {
  /** Hand it to @simplewebauthn/browser (`startRegistration({ optionsJSON })` or `startAuthentication({ optionsJSON })`); valid 5 minutes, once. */
  @ApiProperty({ type: 'object', additionalProperties: true, example: { challenge: 'p1bT8tq0n0Qe0pSJ3a9rKQ', rpId: 'pen.example.org', timeout: 60000, userVerification: 'preferred' } })
  options: Record<string, unknown>;
}

export class RegisterPasskeyDto {
  /** A name the member recognises, e.g. "Phone" or "Work laptop". */
  @Trim()
  @FieldRules([present, msg('name is required').message], [maxLen(100), msg('name cannot be longer than 100 characters').message])
  name: string;

  /** The answer of `startRegistration`. */
  @ApiProperty(webauthnJson('cGhvbmUtcGFzc2tleQ'))
  @FieldRules([isCredentialJson, CREDENTIAL_INVALID])
  response: RegistrationResponseJSON;
}

export class PasskeySignInDto {
  /** The answer of `startAuthentication` (with `useBrowserAutofill` on the sign-in page). */
  @ApiProperty(webauthnJson('c2lnbi1pbi1wYXNza2V5'))
  @FieldRules([isCredentialJson, CREDENTIAL_INVALID])
  response: AuthenticationResponseJSON;

  @FieldRules(...DEVICE_ID_RULES)
  deviceId: string;
}

export class PasskeyDto {
  passkey_id: number;
  name: string;
  created_at: Date;
  /** Null until first used to sign in. */
  last_used_at: Date | null;
}

export class PasskeysDto {
  passkeys: PasskeyDto[];
}

export class PasskeyResponseDto {
  passkey: PasskeyDto;
}

export class PasskeyIdParamDto {
  @FieldRules([(v) => typeof v === 'string' && /^\d{1,9}$/.test(v), msg('Invalid passkey id').message])
  @ApiProperty({ type: 'integer' })
  id: string;
}

