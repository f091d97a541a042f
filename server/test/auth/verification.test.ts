import { startTestApp, TestApp } from '../support/test-app';
import { linkIn, login, register, send, uniqueEmail } from './accounts-helpers';

describe('accounts: e-mail verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const verify = (token: string) => send<{ message: string }>(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);

  it('verifies through the link in the mail, once; the member can then use everything', async () => {
    const r = await register(t);
    expect((await send(t, 'GET', '/api/data/user-sessions', { token: r.accessToken })).status).toBe(403);
    const mail = await t.mailbox.waitFor(r.email);
    const link = linkIn(mail, '/verifmail');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/verifmail');
    expect(mail.html).toContain(link.searchParams.get('token')!);

    const ok = await verify(link.searchParams.get('token')!);
    expect(ok).toMatchObject({ status: 200, body: { message: 'Your email address is verified. Welcome to Pen!' } });
    const { rows } = await t.db.query('SELECT verified FROM users WHERE user_id = $1', [r.userId]);
    expect(rows[0].verified).toBe(1);
    // The same access token now passes the verification gate.
    expect((await send(t, 'GET', '/api/data/user-sessions', { token: r.accessToken })).status).toBe(200);

    const again = await verify(link.searchParams.get('token')!);
    expect(again).toMatchObject({ status: 400, body: { message: 'This verification link is invalid or has already been used.' } });
  });

  it('stores tokens only as hashes', async () => {
    const r = await register(t);
    const token = linkIn(await t.mailbox.waitFor(r.email), '/verifmail').searchParams.get('token')!;
    const { rows } = await t.db.query('SELECT token_hash FROM email_tokens WHERE user_id = $1', [r.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('refuses an expired link with a clear message', async () => {
    const r = await register(t);
    const token = linkIn(await t.mailbox.waitFor(r.email), '/verifmail').searchParams.get('token')!;
    await t.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [r.userId]);
    expect(await verify(token)).toMatchObject({
      status: 400,
      body: { message: 'This verification link has expired. Sign in and request a new one from your profile.' },
    });
  });

  it('answers a missing or unknown token with 400', async () => {
    expect(await send(t, 'GET', '/api/auth/verify-email')).toMatchObject({ status: 400, body: { message: 'Verification link is missing or invalid.' } });
    expect(await verify('not-a-real-token')).toMatchObject({ status: 400, body: { message: 'This verification link is invalid or has already been used.' } });
  });

  describe('POST /api/auth/resend-verification-email', () => {
    it('sends a new working link, then refuses another request for 60 seconds', async () => {
      const r = await register(t);
      await t.mailbox.waitFor(r.email);
      const res = await send<{ message: string }>(t, 'POST', '/api/auth/resend-verification-email', { body: { email: r.email.toUpperCase() } });
      expect(res).toMatchObject({ status: 200, body: { message: 'If an unverified account uses this address, a new verification email is on its way. Check your inbox.' } });
      await waitForCount(t, r.email, 2);
      const latest = t.mailbox.mails.filter((m) => m.to.includes(r.email)).at(-1)!;
      expect((await verify(linkIn(latest, '/verifmail').searchParams.get('token')!)).status).toBe(200);

      const soon = await send<{ message: string }>(t, 'POST', '/api/auth/resend-verification-email', { body: { email: r.email } });
      expect(soon.status).toBe(429);
      expect(soon.body.message).toMatch(/^Please wait (60|59|58) seconds before requesting another verification email\.$/);
      // The same wait, machine-readable.
      expect(soon.headers.get('retry-after')).toBe(/(\d+) seconds/.exec(soon.body.message)![1]);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const res = await send(t, 'POST', '/api/auth/resend-verification-email', { body: { email } });
      expect(res).toMatchObject({ status: 200, body: { message: 'If an unverified account uses this address, a new verification email is on its way. Check your inbox.' } });
      expect((await send(t, 'POST', '/api/auth/resend-verification-email', { body: { email } })).status).toBe(429);
      await new Promise((r) => setTimeout(r, 1000));
      expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('validates the address', async () => {
      expect(await send(t, 'POST', '/api/auth/resend-verification-email', { body: {} })).toMatchObject({ status: 400, body: { message: 'Email address is mandatory' } });
      expect(await send(t, 'POST', '/api/auth/resend-verification-email', { body: { email: 'nope' } })).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    });
  });

  it('lets an unverified member sign in; the login message asks to verify', async () => {
    const r = await register(t);
    const res = await login(t, r.email, r.password, 'other');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ verified: 0 });
  });
});

async function waitForCount(t: TestApp, to: string, n: number): Promise<void> {
  const deadline = Date.now() + 15000;
  while (t.mailbox.mails.filter((m) => m.to.includes(to)).length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} mails to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
