import { Secret, TOTP } from 'otpauth';
import { Member } from './members';
import { http, TestApp } from './test-app';

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** The authenticator app's code for a secret, `stepOffset` 30-second steps from now. */
export function totpCode(secret: string, stepOffset = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

/**
 * Turns two-factor sign-in on for a member through the API, as the settings page does. The first
 * code is the previous step's, so the current one is still unused for a test that signs in next.
 */
export async function enrolTotp(t: TestApp, member: Pick<Member, 'token'>): Promise<Enrolled> {
  const call = http(t.url);
  const setup = await call<{ secret: string }>('POST', '/api/auth/2fa/totp/setup', { token: member.token });
  if (setup.status !== 200) throw new Error(`2FA set-up answered ${setup.status}: ${JSON.stringify(setup.body)}`);
  const enabled = await call<{ recovery_codes: string[] }>('POST', '/api/auth/2fa/totp/enable', { token: member.token, body: { code: totpCode(setup.body.secret, -1) } });
  if (enabled.status !== 200) throw new Error(`2FA enable answered ${enabled.status}: ${JSON.stringify(enabled.body)}`);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}
