import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { login, register, send } from './accounts-helpers';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A sign-in from a new device is mailed, with a link that ends that session (issue 43). */
describe('new sign-in mail', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('mails a sign-in from a new device once, naming it; its link ends that session and leads to a new password', async () => {
    const m = await createMember(t);
    const stranger = await login(t, m.email, m.password, 'attackers-laptop', { 'user-agent': CHROME_LINUX });
    expect(stranger.status).toBe(200);
    const mail = await t.mailbox.waitFor(m.email, (x) => x.subject.startsWith('New sign-in'));
    expect(mail.subject).toBe('New sign-in from Chrome on Linux');
    const token = /\/secure-account\?token=([\w-]+)/.exec(mail.text)![1];

    // Signing in again on that device, or on the member's own, is not news.
    await login(t, m.email, m.password, 'attackers-laptop', { 'user-agent': CHROME_LINUX });
    await login(t, m.email, m.password, m.deviceId);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.mailbox.mails.filter((x) => x.to.includes(m.email) && x.subject.startsWith('New sign-in'))).toHaveLength(1);

    const secured = await send<{ message: string; reset_token: string }>(t, 'POST', '/api/auth/secure-account', { body: { token } });
    expect(secured.status).toBe(200);
    expect(secured.body.message).toBe('That device is signed out. Choose a new password now.');
    const sessions = await t.db.query(`SELECT device_id FROM device_sessions WHERE user_id = $1`, [m.userId]);
    expect(sessions.rows.map((r) => r.device_id)).toEqual([m.deviceId]);
    const reset = await send(t, 'POST', '/api/auth/reset-password', { body: { token: secured.body.reset_token, newPassword: 'N3w!Password' } });
    expect(reset.status).toBe(200);

    const again = await send(t, 'POST', '/api/auth/secure-account', { body: { token } });
    expect([again.status, again.body.message]).toEqual([400, 'This link is invalid or was already used.']);
    expect((await send(t, 'POST', '/api/auth/secure-account', { body: {} })).status).toBe(400);
  });

  it('does not mail the device a member registered on', async () => {
    const r = await register(t);
    await login(t, r.email, r.password, r.deviceId);
    await new Promise((res) => setTimeout(res, 500));
    expect(t.mailbox.mails.filter((x) => x.to.includes(r.email) && x.subject.startsWith('New sign-in'))).toHaveLength(0);
  });
});
