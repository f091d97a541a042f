import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolTotp, totpCode } from '../support/two-factor';
import { login, register, registerVerified, send, TESTIMONY, uniqueEmail } from './accounts-helpers';

const WEAK = 'This password is too easy to guess: it is a common password or close to your name or e-mail address. Choose another.';

/** Passwords (issue 43): common ones and those built on the name or address are refused; older members are asked, not locked out. */
describe('password strength', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const registration = (password: string, user_name = 'Miriam Quill') => ({ user_name, email: uniqueEmail('strength'), password, bio: TESTIMONY, deviceId: 'dev-strength' });

  it('refuses a common password, or one built on the name or e-mail address, at registration', async () => {
    for (const body of [registration('Passw0rd!'), registration('Qwerty123!'), registration('Miriam2024!'), { ...registration('Zebulun#77'), email: uniqueEmail('zebulun') }]) {
      const res = await send(t, 'POST', '/api/auth/register', { body });
      expect([body.password, res.status, res.body.message]).toEqual([body.password, 400, WEAK]);
    }
    expect((await send(t, 'POST', '/api/auth/register', { body: registration('Str0ng!Pass') })).status).toBe(201);
  });

  it('refuses a weak new password when changing or resetting it', async () => {
    const m = await createMember(t, { userName: 'Tabitha Weaver' });
    const change = await send(t, 'POST', '/api/auth/set-new-password', { token: m.token, body: { oldPassword: m.password, newPassword: 'Tabitha!2024' } });
    expect([change.status, change.body.message]).toEqual([400, WEAK]);
    expect((await send(t, 'POST', '/api/auth/send-reset-password-link', { body: { email: m.email } })).status).toBe(200);
    const mail = await t.mailbox.waitFor(m.email, (x) => x.subject.includes('Reset'));
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await send(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'Weaver#1234' } });
    expect([reset.status, reset.body.message]).toEqual([400, WEAK]);
    // The refused attempt leaves the link usable.
    expect((await send(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'An0ther-passphrase!' } })).status).toBe(200);
  });

  it('lets a member with a weak password from before sign in, and suggests a new one', async () => {
    const m = await createMember(t); // its password, Passw0rd!, predates the rule
    const res = await login(t, m.email, m.password, m.deviceId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accessToken: expect.any(String), password_change_suggested: true });
    const r = await register(t);
    const strong = await login(t, r.email, r.password, r.deviceId);
    expect(strong.body).not.toHaveProperty('password_change_suggested');
  });

  it('with two-factor sign-in on, suggests a new password in the answer to the second step, and only for a weak one', async () => {
    const weak = await createMember(t); // Passw0rd!, from before the rule
    const { secret, recoveryCodes } = await enrolTotp(t, weak);
    const first = await login(t, weak.email, weak.password, weak.deviceId);
    expect(first.body).toMatchObject({ mfa_required: true, mfa_token: expect.any(String) });
    expect(first.body).not.toHaveProperty('password_change_suggested');
    expect(first.body).not.toHaveProperty('accessToken');
    const done = await send(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: (first.body as { mfa_token?: string }).mfa_token, code: totpCode(secret) } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ accessToken: expect.any(String), password_change_suggested: true });
    // Any second factor: a recovery code too.
    const again = await login(t, weak.email, weak.password, weak.deviceId);
    const byRecovery = await send(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: (again.body as { mfa_token?: string }).mfa_token, recovery_code: recoveryCodes[0] } });
    expect([byRecovery.status, byRecovery.body.password_change_suggested]).toEqual([200, true]);

    const r = await registerVerified(t);
    const strong = { ...r, token: r.accessToken };
    const enrolled = await enrolTotp(t, strong);
    const strongFirst = await login(t, r.email, r.password, r.deviceId);
    const strongDone = await send(t, 'POST', '/api/auth/login/mfa', { body: { mfa_token: (strongFirst.body as { mfa_token?: string }).mfa_token, code: totpCode(enrolled.secret) } });
    expect(strongDone.status).toBe(200);
    expect(strongDone.body).not.toHaveProperty('password_change_suggested');
  });
});
