import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { login, register, send, TESTIMONY, uniqueEmail } from './accounts-helpers';

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
});
