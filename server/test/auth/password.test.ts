import { startTestApp, TestApp } from '../support/test-app';
import { GOOD_PASSWORD, linkIn, login, registerVerified, send, uniqueEmail } from './accounts-helpers';

describe('accounts: forgotten and changed passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const SENT = 'The recovery link has been sent. Check your email.';
  const requestLink = (email: string) => send<{ message: string }>(t, 'POST', '/api/auth/send-reset-password-link', { body: { email } });
  const resetMailTo = async (email: string) => linkIn(await t.mailbox.waitFor(email, (m) => m.subject === 'Reset your Pen password'), '/reset-password');

  it('mails a reset link; following it sets the new password once and signs every device out', async () => {
    const r = await registerVerified(t);
    const other = await login(t, r.email, r.password, 'tablet');
    expect(await requestLink(r.email)).toMatchObject({ status: 200, body: { message: SENT } });
    const link = await resetMailTo(r.email);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    const token = link.searchParams.get('token')!;

    const res = await send(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'N3w!Password' } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Your password has been reset. You can now sign in with your new password.' } });
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: other.body.accessToken })).status).toBe(401);
    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(401);
    expect((await login(t, r.email, r.password, 'x')).status).toBe(401);
    expect((await login(t, r.email, 'N3w!Password', 'x')).status).toBe(200);

    const again = await send(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'An0ther!Pass' } });
    expect(again).toMatchObject({ status: 400, body: { message: 'This password reset link is invalid or has already been used. Request a new one.' } });
  });

  it('refuses an expired link, and older links once a reset succeeded', async () => {
    const r = await registerVerified(t);
    await requestLink(r.email);
    const first = (await resetMailTo(r.email)).searchParams.get('token')!;
    await requestLink(r.email);
    await waitForMails(t, r.email, 'Reset your Pen password', 2);
    const second = linkIn(t.mailbox.mails.filter((m) => m.to.includes(r.email) && m.subject.startsWith('Reset')).at(-1)!, '/reset-password').searchParams.get('token')!;
    await t.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'reset' AND user_id = $1 AND token_id = (SELECT min(token_id) FROM email_tokens WHERE kind = 'reset' AND user_id = $1)`, [r.userId]);
    expect(await send(t, 'POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'N3w!Password' } })).toMatchObject({
      status: 400,
      body: { message: 'This password reset link has expired. Request a new one.' },
    });
    expect((await send(t, 'POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'N3w!Password' } })).status).toBe(200);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    expect(await requestLink(email)).toMatchObject({ status: 200, body: { message: SENT } });
    await new Promise((r) => setTimeout(r, 800));
    expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('allows at most 5 requests per address per hour', async () => {
    const email = uniqueEmail('many');
    for (let i = 0; i < 5; i++) expect((await requestLink(email)).status).toBe(200);
    const refused = await requestLink(email);
    expect(refused).toMatchObject({ status: 429, body: { message: 'Maximum attempts reached. Please try again later.' } });
    // The hour's window opened with the first request, moments ago.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });

  it.each([
    [{ email: '' }, 'Email address is mandatory'],
    [{ email: 'nope' }, 'Invalid email address'],
  ])('validates the reset request %j', async (body, message) => {
    expect(await send(t, 'POST', '/api/auth/send-reset-password-link', { body })).toMatchObject({ status: 400, body: { message } });
  });

  it.each([
    [{ token: '', newPassword: 'N3w!Password' }, 'Invalid or missing token.'],
    [{ newPassword: 'N3w!Password' }, 'Invalid or missing token.'],
    [{ token: 'whatever-token', newPassword: '' }, 'New password is required'],
    [{ token: 'whatever-token', newPassword: 'Ab1!' }, 'The password must be at least 8 characters long'],
    [{ token: 'whatever-token', newPassword: 'abcdefgh1!' }, 'Password must contain at least one uppercase letter, lowercase letter, number and special character (!@#$%^&*)'],
  ])('validates the reset %j', async (body, message) => {
    expect(await send(t, 'POST', '/api/auth/reset-password', { body })).toMatchObject({ status: 400, body: { message } });
  });

  it('answers an unknown token with 400', async () => {
    expect(await send(t, 'POST', '/api/auth/reset-password', { body: { token: 'x'.repeat(43), newPassword: 'N3w!Password' } })).toMatchObject({
      status: 400,
      body: { message: 'This password reset link is invalid or has already been used. Request a new one.' },
    });
  });

  describe('POST /api/auth/set-new-password', () => {
    it('changes the password after checking the old one and signs the other devices out', async () => {
      const r = await registerVerified(t);
      const other = await login(t, r.email, r.password, 'phone');
      const res = await send(t, 'POST', '/api/auth/set-new-password', { token: r.accessToken, body: { oldPassword: r.password, newPassword: 'Chang3d!Pass' } });
      expect(res).toMatchObject({ status: 200, body: { message: 'Password updated successfully' } });
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(200);
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: other.body.accessToken })).status).toBe(401);
      expect((await login(t, r.email, 'Chang3d!Pass', 'y')).status).toBe(200);
    });

    it('refuses a wrong old password with 400 (not 401, which would sign the member out)', async () => {
      const r = await registerVerified(t);
      const res = await send(t, 'POST', '/api/auth/set-new-password', { token: r.accessToken, body: { oldPassword: 'Wrong!Pass1', newPassword: 'Chang3d!Pass' } });
      expect(res).toMatchObject({ status: 400, body: { message: 'Old password is incorrect' } });
    });

    it.each([
      [{ oldPassword: '', newPassword: 'Chang3d!Pass' }, 'Old password is required'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: '' }, 'New password is required'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: 'Sh0rt!' }, 'The password must be at least 8 characters long'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: 'NoDigits!!' }, 'Password must contain at least one uppercase letter, lowercase letter, number and special character (!@#$%^&*)'],
      [{ oldPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, 'The new password must be different from the old one'],
    ])('validates %j', async (body, message) => {
      const r = await registerVerified(t);
      expect(await send(t, 'POST', '/api/auth/set-new-password', { token: r.accessToken, body })).toMatchObject({ status: 400, body: { message } });
    });
  });
});

async function waitForMails(t: TestApp, to: string, subject: string, n: number): Promise<void> {
  const deadline = Date.now() + 15000;
  while (t.mailbox.mails.filter((m) => m.to.includes(to) && m.subject === subject).length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} mails`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
