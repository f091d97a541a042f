import Redis from 'ioredis';
import { sha256 } from '../../src/auth/tokens';
import { redisKeys } from '../../src/redis/keys';
import { REDIS } from '../../src/redis/redis.module';
import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolTotp, totpCode } from '../support/two-factor';
import { refreshCookie, send } from './accounts-helpers';

type MfaAnswer = { mfa_required?: boolean; mfa_token: string; methods: string[]; accessToken?: string; user?: { user_id: number }; message: string; mfa_expired?: boolean };

/** Two-factor sign-in with an authenticator app and recovery codes (issue 43). */
describe('two-factor sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const passwordStep = (m: Member) => send<MfaAnswer>(t, 'POST', '/api/auth/login', { body: { email: m.email, password: m.password, deviceId: m.deviceId } });
  const secondStep = (body: Record<string, unknown>) => send<MfaAnswer>(t, 'POST', '/api/auth/login/mfa', { body });

  it('sets up an authenticator: nothing changes before the first code, a wrong code is refused, the right one answers 10 recovery codes', async () => {
    const m = await createMember(t);
    const setup = await send<{ secret: string; otpauth_url: string; qr_svg: string }>(t, 'POST', '/api/auth/2fa/totp/setup', { token: m.token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toMatch(new RegExp(`^otpauth://totp/Pen:${encodeURIComponent(m.email)}\\?.*secret=${setup.body.secret}`));
    expect(setup.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const plain = await passwordStep(m);
    expect(plain.status).toBe(200);
    expect(plain.body.accessToken).toEqual(expect.any(String));
    expect((await send(t, 'GET', '/api/auth/2fa', { token: m.token })).body).toEqual({ totp: false, recovery_codes_left: 0 });

    const wrong = await send(t, 'POST', '/api/auth/2fa/totp/enable', { token: m.token, body: { code: '000000' === totpCode(setup.body.secret) ? '111111' : '000000' } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Invalid code']);
    const notDigits = await send(t, 'POST', '/api/auth/2fa/totp/enable', { token: m.token, body: { code: 12 } });
    expect(notDigits.status).toBe(400);

    const enabled = await send<{ recovery_codes: string[] }>(t, 'POST', '/api/auth/2fa/totp/enable', { token: m.token, body: { code: totpCode(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    for (const c of enabled.body.recovery_codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await send(t, 'GET', '/api/auth/2fa', { token: m.token })).body).toEqual({ totp: true, recovery_codes_left: 10 });
    const again = await send(t, 'POST', '/api/auth/2fa/totp/setup', { token: m.token });
    expect([again.status, again.body.message]).toEqual([409, 'Two-factor sign-in is already on']);

    // Neither the secret nor the codes are stored readably.
    const stored = await t.db.query(`SELECT secret_encrypted FROM member_totp WHERE user_id = $1`, [m.userId]);
    expect(stored.rows[0].secret_encrypted).not.toContain(setup.body.secret);
    const hashes = await t.db.query<{ code_hash: string }>(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [m.userId]);
    expect(hashes.rows.map((r) => r.code_hash)).not.toEqual(expect.arrayContaining([enabled.body.recovery_codes[0]]));
  });

  it('asks for a second factor after the password, and signs in with a code, which is then refused a second time', async () => {
    const m = await createMember(t);
    const { secret } = await enrolTotp(t, m);
    const first = await passwordStep(m);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['totp', 'recovery'], message: 'Enter the code from your authenticator app, use a passkey, or enter a recovery code' });
    expect(refreshCookie(first.setCookie)).toBeUndefined();

    const code = totpCode(secret);
    const done = await secondStep({ mfa_token: first.body.mfa_token, code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ accessToken: expect.any(String), user: { user_id: m.userId }, message: 'Login successful' });
    expect(refreshCookie(done.setCookie)).toEqual(expect.any(String));
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: done.body.accessToken })).status).toBe(200);

    // The token is used up; a new sign-in may not replay the same code within its window.
    expect((await secondStep({ mfa_token: first.body.mfa_token, code })).status).toBe(401);
    const second = await passwordStep(m);
    const replay = await secondStep({ mfa_token: second.body.mfa_token, code });
    expect([replay.status, replay.body.message]).toEqual([401, 'Invalid code']);
  });

  it('accepts one step of clock drift either way, but no older step than one already used', async () => {
    const m = await createMember(t);
    const { secret } = await enrolTotp(t, m);
    const ahead = await secondStep({ mfa_token: (await passwordStep(m)).body.mfa_token, code: totpCode(secret, 1) });
    expect(ahead.status).toBe(200);
    const older = await secondStep({ mfa_token: (await passwordStep(m)).body.mfa_token, code: totpCode(secret, 0) });
    expect(older.status).toBe(401);

    const other = await createMember(t);
    const enrolled = await enrolTotp(t, other);
    const farAhead = await secondStep({ mfa_token: (await passwordStep(other)).body.mfa_token, code: totpCode(enrolled.secret, 3) });
    expect([farAhead.status, farAhead.body.message]).toEqual([401, 'Invalid code']);
  });

  it('accepts each recovery code once', async () => {
    const m = await createMember(t);
    const { recoveryCodes } = await enrolTotp(t, m);
    const used = await secondStep({ mfa_token: (await passwordStep(m)).body.mfa_token, recovery_code: recoveryCodes[3].toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.body.accessToken).toEqual(expect.any(String));
    const reused = await secondStep({ mfa_token: (await passwordStep(m)).body.mfa_token, recovery_code: recoveryCodes[3] });
    expect([reused.status, reused.body.message]).toEqual([401, 'Invalid code']);
    expect((await send(t, 'GET', '/api/auth/2fa', { token: m.token })).body).toEqual({ totp: true, recovery_codes_left: 9 });
  });

  it('refuses a second step without exactly one factor, or with an unknown token', async () => {
    const m = await createMember(t);
    const { secret } = await enrolTotp(t, m);
    const token = (await passwordStep(m)).body.mfa_token;
    const none = await secondStep({ mfa_token: token });
    expect([none.status, none.body.message]).toEqual([400, 'Give one of code, recovery_code or passkey']);
    const both = await secondStep({ mfa_token: token, code: '123456', recovery_code: 'abcde-fghij' });
    expect(both.status).toBe(400);
    const unknown = await secondStep({ mfa_token: 'not-a-token', code: totpCode(secret) });
    expect([unknown.status, unknown.body.message, unknown.body.mfa_expired]).toEqual([401, 'Your sign-in has expired. Sign in again.', true]);
    // In Finnish the message is Finnish; the field still says what happened.
    const inFinnish = await send<MfaAnswer>(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: 'not-a-token', code: totpCode(secret) }, headers: { 'accept-language': 'fi' } });
    expect([inFinnish.status, inFinnish.body.message, inFinnish.body.mfa_expired]).toEqual([401, 'Kirjautumisesi on vanhentunut. Kirjaudu uudelleen sisään.', true]);
    const noToken = await secondStep({ code: totpCode(secret) });
    expect(noToken.status).toBe(400);
  });

  it('lets an mfa_token have 5 tries: the sixth is refused even with the right code', async () => {
    const m = await createMember(t);
    const { secret } = await enrolTotp(t, m);
    const token = (await passwordStep(m)).body.mfa_token;
    const right = totpCode(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const refused = await secondStep({ mfa_token: token, code: wrong });
      // A wrong code is a 401 too, but not an expired sign-in: only the field tells them apart in every language.
      expect([refused.status, refused.body.message, refused.body.mfa_expired]).toEqual([401, 'Invalid code', undefined]);
    }
    const sixth = await secondStep({ mfa_token: token, code: right });
    expect([sixth.status, sixth.body.message, sixth.body.mfa_expired]).toEqual([401, 'Your sign-in has expired. Sign in again.', true]);
    // A new sign-in still works with that code: it was never accepted.
    expect((await secondStep({ mfa_token: (await passwordStep(m)).body.mfa_token, code: right })).status).toBe(200);
  });

  it('lets an mfa_token live 5 minutes', async () => {
    const m = await createMember(t);
    const { secret } = await enrolTotp(t, m);
    const token = (await passwordStep(m)).body.mfa_token;
    const redis = t.app.get<Redis>(REDIS);
    const key = redisKeys.mfaChallenge(sha256(token));
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    // Five minutes on: Redis has let it go.
    await redis.pexpire(key, 1);
    await new Promise((r) => setTimeout(r, 20));
    const late = await secondStep({ mfa_token: token, code: totpCode(secret) });
    expect([late.status, late.body.message, late.body.mfa_expired]).toEqual([401, 'Your sign-in has expired. Sign in again.', true]);
  });

  it('keeps two-factor sign-in through a password reset', async () => {
    const m = await createMember(t);
    await enrolTotp(t, m);
    expect((await send(t, 'POST', '/api/auth/send-reset-password-link', { body: { email: m.email } })).status).toBe(200);
    const mail = await t.mailbox.waitFor(m.email, (x) => x.subject.includes('Reset'));
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await send(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'N3w!Password' } })).status).toBe(200);
    const after = await send<MfaAnswer>(t, 'POST', '/api/auth/login', { body: { email: m.email, password: 'N3w!Password', deviceId: m.deviceId } });
    expect(after.body.mfa_required).toBe(true);
  });
});
