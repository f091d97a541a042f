import { createMember, Member } from '../support/members';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';
import { refreshCookie, send } from './accounts-helpers';

type Options = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string; allowCredentials?: unknown[]; excludeCredentials?: Array<{ id: string }> };

/** Passkeys (WebAuthn, issue 43), with a software authenticator in place of the browser's. */
describe('passkeys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
  });
  afterAll(() => t.close());

  const origin = () => new URL(t.settings.publicUrl).origin;

  async function addPasskey(m: Member, name: string, device = new SoftAuthenticator(origin())) {
    const options = await send<{ options: Options }>(t, 'POST', '/api/auth/passkeys/register/options', { token: m.token });
    expect(options.status).toBe(200);
    const saved = await send<{ passkey: { passkey_id: number; name: string } }>(t, 'POST', '/api/auth/passkeys/register', {
      token: m.token,
      body: { name, response: device.register(options.body.options) },
    });
    return { device, saved, options: options.body.options };
  }

  const signInOptions = async () => (await send<{ options: Options }>(t, 'POST', '/api/auth/passkeys/sign-in/options')).body.options;

  it('registers several named passkeys, lists them and removes one', async () => {
    const m = await createMember(t);
    const first = await addPasskey(m, 'Phone');
    expect(first.saved.status).toBe(201);
    expect(first.saved.body.passkey).toMatchObject({ name: 'Phone', last_used_at: null });
    expect(first.options.rp.id).toBe('localhost');
    const second = await addPasskey(m, 'Laptop');
    expect(second.options.excludeCredentials?.map((c) => c.id)).toEqual([first.device.credentialId.toString('base64url')]);
    const list = await send<{ passkeys: Array<{ passkey_id: number; name: string }> }>(t, 'GET', '/api/auth/passkeys', { token: m.token });
    expect(list.body.passkeys.map((p) => p.name)).toEqual(['Phone', 'Laptop']);
    expect(JSON.stringify(list.body)).not.toContain('public_key');

    const gone = await send(t, 'DELETE', `/api/auth/passkeys/${first.saved.body.passkey.passkey_id}`, { token: m.token });
    expect(gone.status).toBe(204);
    expect((await send(t, 'DELETE', `/api/auth/passkeys/${first.saved.body.passkey.passkey_id}`, { token: m.token })).status).toBe(404);
    const other = await createMember(t);
    expect((await send(t, 'DELETE', `/api/auth/passkeys/${second.saved.body.passkey.passkey_id}`, { token: other.token })).status).toBe(404);
    expect((await send(t, 'DELETE', '/api/auth/passkeys/abc', { token: m.token })).status).toBe(400);
    // The removed passkey signs in no more.
    const refused = await send(t, 'POST', '/api/auth/passkeys/sign-in', { body: { response: first.device.authenticate(await signInOptions()), deviceId: m.deviceId } });
    expect(refused.status).toBe(401);
  });

  it('refuses an answer to options it never gave, and bad input', async () => {
    const m = await createMember(t);
    const device = new SoftAuthenticator(origin());
    const noOptions = await send(t, 'POST', '/api/auth/passkeys/register', { token: m.token, body: { name: 'X', response: device.register({ challenge: 'made-up', rp: { id: 'localhost' }, user: { id: 'eA' } }) } });
    expect([noOptions.status, noOptions.body.message]).toEqual([400, 'The passkey could not be verified. Try again.']);
    const bad = await send(t, 'POST', '/api/auth/passkeys/register', { token: m.token, body: { name: 'X', response: 'nope' } });
    expect(bad.status).toBe(400);
    const noName = await send(t, 'POST', '/api/auth/passkeys/register', { token: m.token, body: { name: ' ', response: device.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'eA' } }) } });
    expect([noName.status, noName.body.message]).toEqual([400, 'name is required']);
  });

  it('signs in with a passkey and no password, once per challenge, only when the authenticator verified the person', async () => {
    const m = await createMember(t);
    const { device } = await addPasskey(m, 'Phone');
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    const unverified = await send(t, 'POST', '/api/auth/passkeys/sign-in', { body: { response: device.authenticate(await signInOptions(), false), deviceId: m.deviceId } });
    expect(unverified.status).toBe(401);
    const response = device.authenticate(options);
    const signedIn = await send<{ accessToken: string; user: { user_id: number } }>(t, 'POST', '/api/auth/passkeys/sign-in', { body: { response, deviceId: m.deviceId } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.user_id).toBe(m.userId);
    expect(refreshCookie(signedIn.setCookie)).toEqual(expect.any(String));
    const replayed = await send(t, 'POST', '/api/auth/passkeys/sign-in', { body: { response, deviceId: m.deviceId } });
    expect([replayed.status, replayed.body.message]).toEqual([401, 'The passkey could not be verified. Try again.']);
    const list = await send<{ passkeys: Array<{ last_used_at: string | null }> }>(t, 'GET', '/api/auth/passkeys', { token: m.token });
    expect(list.body.passkeys[0].last_used_at).not.toBeNull();
  });

  it('serves as the second factor after the password, but only the member’s own', async () => {
    const m = await createMember(t);
    await enrolTotp(t, m);
    const { device } = await addPasskey(m, 'Key');
    const stranger = await createMember(t);
    const { device: strangers } = await addPasskey(stranger, 'Theirs');
    const first = await send<{ mfa_token: string; methods: string[] }>(t, 'POST', '/api/auth/login', { body: { email: m.email, password: m.password, deviceId: m.deviceId } });
    expect(first.body.methods).toEqual(['totp', 'passkey', 'recovery']);
    const wrongKey = await send(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: first.body.mfa_token, passkey: strangers.authenticate(await signInOptions()) } });
    expect([wrongKey.status, wrongKey.body.message]).toEqual([401, 'Invalid code']);
    const done = await send<{ accessToken: string }>(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: first.body.mfa_token, passkey: device.authenticate(await signInOptions()) } });
    expect(done.status).toBe(200);
    expect(done.body.accessToken).toEqual(expect.any(String));
  });

  it('the sign-in page loaded again and again (passkey options each time) leaves the network its second-factor attempts', async () => {
    for (let i = 0; i < 60; i++) expect((await send(t, 'POST', '/api/auth/passkeys/sign-in/options')).status).toBe(200);
    const step = await send<{ message: string }>(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: 'x'.repeat(43), code: '123456' } });
    expect(step.status).toBe(401);
  });

  it('confirms a step-up with a passkey', async () => {
    const m = await createMember(t);
    const { device } = await addPasskey(m, 'Phone');
    await t.db.query(`UPDATE device_sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1`, [m.userId]);
    expect((await send(t, 'POST', '/api/auth/api-keys', { token: m.token, body: { name: 'Bot', scopes: ['read'] } })).status).toBe(403);
    const both = await send(t, 'POST', '/api/auth/reauthenticate', { token: m.token, body: { password: m.password, passkey: device.authenticate(await signInOptions()) } });
    expect([both.status, both.body.message]).toEqual([400, 'Give password or passkey']);
    const confirmed = await send(t, 'POST', '/api/auth/reauthenticate', { token: m.token, body: { passkey: device.authenticate(await signInOptions()) } });
    expect(confirmed.status).toBe(200);
    expect((await send(t, 'POST', '/api/auth/api-keys', { token: m.token, body: { name: 'Bot', scopes: ['read'] } })).status).toBe(201);
  });
});
