import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows at `at` for `secret` (as the server checks it: SHA1, 6 digits, 30 s). */
export const totpCode = (secret: string, at: number = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * Turns on two-factor sign-in for the member whose access token this is, through the API (the
 * e2e server requires it of moderators and administrators, as production does). Answers the
 * secret, for a later code.
 */
export async function turnOnTwoFactor(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/auth/2fa/totp/setup', { headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/auth/2fa/totp/enable', { headers, data: { code: totpCode(secret) } });
  expect(enable.status(), await enable.text()).toBe(200);
  return secret;
}
