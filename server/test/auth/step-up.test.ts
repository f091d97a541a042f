import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';
import { send } from './accounts-helpers';

const REAUTH = { reauth_required: true, message: 'Please confirm it is you: enter your password again' };

/** Step-up (issue 43): sensitive actions need a sign-in or the password within the last 10 minutes. */
describe('step-up for sensitive actions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** As if the member signed in 11 minutes ago on this device and has not confirmed anything since. */
  const age = (m: Member) => t.db.query(`UPDATE device_sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1`, [m.userId]);
  const reauthenticate = (m: Member, password = m.password) => send<{ message: string; valid_until: string }>(t, 'POST', '/api/auth/reauthenticate', { token: m.token, body: { password } });

  const actions: Array<[string, string, string, (m: Member) => Promise<unknown>, number]> = [
    ['an API key', 'POST', '/api/auth/api-keys', async () => ({ name: 'Bot', scopes: ['read'] }), 201],
    ['an OAuth app', 'POST', '/api/oauth/apps', async () => ({ name: 'Verse Bot', redirectUris: ['https://verse.example.org/cb'] }), 201],
    ['turning 2FA off', 'POST', '/api/auth/2fa/disable', async (m) => (await enrolTotp(t, m), undefined), 200],
    ['new recovery codes', 'POST', '/api/auth/2fa/recovery-codes', async (m) => (await enrolTotp(t, m), undefined), 200],
  ];

  it.each(actions)('refuses %s on a session older than 10 minutes until the password is confirmed again', async (_what, method, path, arrange, okStatus) => {
    const m = await createMember(t);
    const body = await arrange(m);
    await age(m);
    const refused = await send(t, method, path, { token: m.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(REAUTH);

    const wrong = await reauthenticate(m, 'Wrong!Pass1');
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Incorrect password']);
    expect((await send(t, method, path, { token: m.token, body })).status).toBe(403);

    const confirmed = await reauthenticate(m);
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.body.valid_until) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await send(t, method, path, { token: m.token, body })).status).toBe(okStatus);
  });

  it('lets a session signed in within the last 10 minutes through without asking', async () => {
    const m = await createMember(t);
    expect((await send(t, 'POST', '/api/auth/api-keys', { token: m.token, body: { name: 'Fresh', scopes: ['read'] } })).status).toBe(201);
  });

  it('counts the password sent with a password change, an e-mail change or a deletion as the step-up', async () => {
    const m = await createMember(t);
    await age(m);
    const changed = await send(t, 'POST', '/api/auth/set-new-password', { token: m.token, body: { oldPassword: m.password, newPassword: 'Chang3d!Pass' } });
    expect(changed.status).toBe(200);
    const moving = await createMember(t);
    await age(moving);
    const emailChange = await send(t, 'PUT', '/api/auth/update-user-name-email', { token: moving.token, body: { user_name: moving.userName, email: `new-${moving.email}`, password: moving.password } });
    expect(emailChange.status).toBe(200);
    const other = await createMember(t);
    await age(other);
    const wrong = await send(t, 'DELETE', '/api/auth/delete-account', { token: other.token, body: { password: 'Wrong!Pass1' } });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Incorrect password']);
    expect((await send(t, 'DELETE', '/api/auth/delete-account', { token: other.token, body: { password: other.password } })).status).toBe(200);
  });

  it('turns two-factor sign-in off, mails the member, and signs in with the password alone afterwards', async () => {
    const m = await createMember(t);
    await enrolTotp(t, m);
    const off = await send(t, 'POST', '/api/auth/2fa/disable', { token: m.token });
    expect([off.status, off.body.message]).toEqual([200, 'Two-factor sign-in is off']);
    const mail = await t.mailbox.waitFor(m.email, (x) => x.subject === 'Two-factor sign-in was turned off for your Pen account');
    expect(mail.text).toContain('/forgot-password');
    const login = await send(t, 'POST', '/api/auth/login', { body: { email: m.email, password: m.password, deviceId: m.deviceId } });
    expect(login.body).toMatchObject({ accessToken: expect.any(String), message: 'Login successful' });
    const twice = await send(t, 'POST', '/api/auth/2fa/disable', { token: m.token });
    expect([twice.status, twice.body.message]).toEqual([400, 'Two-factor sign-in is not on']);
  });

  it('voids the old recovery codes when new ones are issued', async () => {
    const m = await createMember(t);
    const { recoveryCodes } = await enrolTotp(t, m);
    const fresh = await send<{ recovery_codes: string[] }>(t, 'POST', '/api/auth/2fa/recovery-codes', { token: m.token });
    expect(fresh.body.recovery_codes).toHaveLength(10);
    const signIn = async (code: string) => {
      const first = await send<{ mfa_token: string }>(t, 'POST', '/api/auth/login', { body: { email: m.email, password: m.password, deviceId: m.deviceId } });
      return send(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: first.body.mfa_token, recovery_code: code } });
    };
    expect((await signIn(recoveryCodes[0])).status).toBe(401);
    expect((await signIn(fresh.body.recovery_codes[0])).status).toBe(200);
  });

  it('refuses step-up to API keys, which cannot reauthenticate', async () => {
    const m = await createMember(t);
    const key = await send<{ secret: string }>(t, 'POST', '/api/auth/api-keys', { token: m.token, body: { name: 'Script', scopes: ['read', 'write'] } });
    const byKey = await send(t, 'POST', '/api/auth/reauthenticate', { headers: { 'x-api-key': key.body.secret }, body: { password: m.password } });
    expect(byKey.status).toBe(403);
  });
});
