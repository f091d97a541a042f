import { startTestApp, TestApp } from '../support/test-app';
import { linkIn, login, register, registerVerified, Registered, send, uniqueEmail } from './accounts-helpers';

const CONFIRM_SUBJECT = 'Confirm your new email address for Pen';
const NOTICE_SUBJECT = 'Your Pen email address is about to change';
const CONFIRMED = 'Your new email address is confirmed. Sign in again with it.';
const CANCELLED =
  'The email change was cancelled: your account keeps its address. Every device was signed out; if you did not ask for the change, reset your password.';
const CANCEL_INVALID = 'This link is invalid or has already been used. If your email address was changed without your consent, reset your password or contact us.';
const VERIFY_INVALID = 'This verification link is invalid or has already been used.';

describe('accounts: changing the e-mail address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const update = (token: string, body: Record<string, unknown>) =>
    send<{ user: Record<string, unknown>; message: string; signedOut: boolean }>(t, 'PUT', '/api/auth/update-user-name-email', { token, body });
  const profileStatus = async (token: string) => (await send(t, 'GET', '/api/auth/profile-user-info', { token })).status;
  const confirm = (token: string) => send(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const cancel = (token: string) => send(t, 'POST', '/api/auth/cancel-email-change', { body: { token } });

  /** Asks for the change and reads both links from the real mails. */
  async function askChange(r: Registered, newEmail: string) {
    const res = await update(r.accessToken, { user_name: r.userName, email: newEmail, password: r.password });
    expect(res.status).toBe(200);
    const confirmMail = await t.mailbox.waitFor(newEmail, (m) => m.subject === CONFIRM_SUBJECT);
    const noticeMail = await t.mailbox.waitFor(r.email, (m) => m.subject === NOTICE_SUBJECT && m.text.includes(newEmail));
    return {
      res,
      noticeMail,
      confirmToken: linkIn(confirmMail, '/verifmail').searchParams.get('token')!,
      cancelToken: linkIn(noticeMail, '/cancel-email-change').searchParams.get('token')!,
    };
  }

  it("a verified member's new address stays pending: nothing signs out, sign-in keeps the old address, the old address is told", async () => {
    const r = await registerVerified(t);
    const phone = await login(t, r.email, r.password, 'phone');
    const newEmail = uniqueEmail('new');
    const { res, noticeMail } = await askChange(r, newEmail);
    expect(res.body).toMatchObject({ signedOut: false, user: { email: r.email, verified: 1 } });
    expect(res.body.message).toBe(
      `Profile updated. To change your email address, follow the link we sent to ${newEmail} within 24 hours; until then, sign in with your current address.`,
    );
    expect(res.setCookie).toEqual([]);
    expect(noticeMail.text).toContain('cancel the change');

    expect(await profileStatus(r.accessToken)).toBe(200);
    expect(await profileStatus(phone.body.accessToken)).toBe(200);
    const again = await login(t, r.email, r.password, 'laptop');
    expect(again).toMatchObject({ status: 200, body: { user: { email: r.email, verified: 1 } } });
    expect((await login(t, newEmail, r.password, 'laptop')).status).toBe(401);
  });

  it('following the link sent to the new address makes it the account address and signs every device out', async () => {
    const r = await registerVerified(t);
    const phone = await login(t, r.email, r.password, 'phone');
    const newEmail = uniqueEmail('new');
    const { confirmToken, cancelToken } = await askChange(r, newEmail);

    expect(await confirm(confirmToken)).toMatchObject({ status: 200, body: { message: CONFIRMED } });
    expect(await profileStatus(r.accessToken)).toBe(401);
    expect(await profileStatus(phone.body.accessToken)).toBe(401);
    expect((await login(t, r.email, r.password, 'x')).status).toBe(401);
    const signedIn = await login(t, newEmail, r.password, 'x');
    expect(signedIn).toMatchObject({ status: 200, body: { user: { email: newEmail, verified: 1 } } });
    // The proven address keeps the account verified.
    expect((await send(t, 'GET', '/api/data/user-sessions', { token: signedIn.body.accessToken })).status).toBe(200);

    expect(await confirm(confirmToken)).toMatchObject({ status: 400, body: { message: VERIFY_INVALID } });
    // Nothing is pending any more: the notice's link is spent.
    expect(await cancel(cancelToken)).toMatchObject({ status: 400, body: { message: CANCEL_INVALID } });
  });

  it('following the link sent to the old address cancels the change and signs every device out', async () => {
    const r = await registerVerified(t);
    const newEmail = uniqueEmail('new');
    const { confirmToken, cancelToken } = await askChange(r, newEmail);

    expect(await cancel(cancelToken)).toMatchObject({ status: 200, body: { message: CANCELLED } });
    expect(await profileStatus(r.accessToken)).toBe(401);
    expect(await confirm(confirmToken)).toMatchObject({ status: 400, body: { message: VERIFY_INVALID } });
    expect((await login(t, newEmail, r.password, 'x')).status).toBe(401);
    expect(await login(t, r.email, r.password, 'x')).toMatchObject({ status: 200, body: { user: { email: r.email, verified: 1 } } });
    expect(await cancel(cancelToken)).toMatchObject({ status: 400, body: { message: CANCEL_INVALID } });
  });

  it("a second request replaces the first change, and the first notice's link still cancels", async () => {
    const r = await registerVerified(t);
    const first = await askChange(r, uniqueEmail('first'));
    const secondEmail = uniqueEmail('second');
    const second = await askChange(r, secondEmail);
    expect(await confirm(first.confirmToken)).toMatchObject({ status: 400, body: { message: VERIFY_INVALID } });

    expect(await cancel(first.cancelToken)).toMatchObject({ status: 200, body: { message: CANCELLED } });
    expect(await confirm(second.confirmToken)).toMatchObject({ status: 400, body: { message: VERIFY_INVALID } });
    expect((await login(t, secondEmail, r.password, 'x')).status).toBe(401);
  });

  it('an address registered by someone else while the change was pending is refused at confirmation (409) and nothing changes', async () => {
    const r = await registerVerified(t);
    const newEmail = uniqueEmail('contested');
    const { confirmToken } = await askChange(r, newEmail);
    await register(t, { email: newEmail });
    expect(await confirm(confirmToken)).toMatchObject({ status: 409, body: { message: 'An account with this email address already exists.' } });
    expect(await profileStatus(r.accessToken)).toBe(200);
    expect(await login(t, r.email, r.password, 'x')).toMatchObject({ status: 200, body: { user: { email: r.email } } });
  });

  it('cancel-email-change answers 400 for a missing, unknown or expired token', async () => {
    expect(await send(t, 'POST', '/api/auth/cancel-email-change', { body: {} })).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'Cancel link is missing or invalid.', error: 'Bad Request' },
    });
    expect(await cancel('not-a-real-token')).toMatchObject({ status: 400, body: { message: CANCEL_INVALID } });
    const r = await registerVerified(t);
    const { cancelToken } = await askChange(r, uniqueEmail('late'));
    await t.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [r.userId]);
    expect(await cancel(cancelToken)).toMatchObject({ status: 400, body: { message: 'This link has expired, and so has the change it was sent for.' } });
  });

  it("an unverified member's address (nothing proven yet) is replaced at once: every device signs out and the new one is verified by mail", async () => {
    const r = await register(t);
    const newEmail = uniqueEmail('fixed');
    const res = await update(r.accessToken, { user_name: r.userName, email: newEmail, password: r.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ signedOut: true, user: { email: newEmail, verified: 0 } });
    expect(res.body.message).toContain('verify it, then sign in again');
    expect(await profileStatus(r.accessToken)).toBe(401);
    expect((await login(t, r.email, r.password, 'x')).status).toBe(401);
    const signedIn = await login(t, newEmail, r.password, 'x');
    expect(signedIn.status).toBe(200);
    const mail = await t.mailbox.waitFor(newEmail, (m) => m.subject.includes('Verify'));
    expect(await confirm(linkIn(mail, '/verifmail').searchParams.get('token')!)).toMatchObject({ status: 200 });
    expect((await send(t, 'GET', '/api/data/user-sessions', { token: signedIn.body.accessToken })).status).toBe(200);
    // No notice went to the old, never proven address.
    expect(t.mailbox.mails.filter((m) => m.to.includes(r.email) && m.subject === NOTICE_SUBJECT)).toEqual([]);
  });
});
