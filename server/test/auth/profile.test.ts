import { startTestApp, TestApp } from '../support/test-app';
import { linkIn, login, register, registerVerified, send } from './accounts-helpers';

describe('accounts: profile, e-mail preference and account deletion', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
  });
  afterAll(() => t.close());

  const update = (token: string, body: Record<string, unknown>) =>
    send<{ user: Record<string, unknown>; message: string; signedOut: boolean }>(t, 'PUT', '/api/auth/update-user-name-email', { token, body });

  it('saves name, testimony, mode and user code after checking the password', async () => {
    const r = await registerVerified(t);
    const res = await update(r.accessToken, { user_name: '  Anna Maria ', email: r.email, password: r.password, bio: 'Christ is my hope', mode: 'married', user_code: 'anna_m' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Profile updated successfully!', signedOut: false });
    expect(res.body.user).toMatchObject({ user_name: 'Anna Maria', bio: 'Christ is my hope', mode: 'married', user_code: 'anna_m', verified: 1 });
    const info = await send<{ user: Record<string, unknown> }>(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken });
    expect(info.body.user).toMatchObject({ user_name: 'Anna Maria', mode: 'married' });

    const cleared = await update(r.accessToken, { user_name: 'Anna', email: r.email, password: r.password, mode: '', user_code: '' });
    expect(cleared.body.user).toMatchObject({ mode: 'none', user_code: null, bio: 'Christ is my hope' });
  });

  it('refuses a wrong password with 400 and changes nothing', async () => {
    const r = await registerVerified(t);
    const res = await update(r.accessToken, { user_name: 'Changed', email: r.email, password: 'Wrong!Pass1' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Incorrect password' } });
    const { rows } = await t.db.query('SELECT user_name FROM users WHERE user_id = $1', [r.userId]);
    expect(rows[0].user_name).toBe('Maria');
  });

  it.each([
    [{ user_name: '' }, 'Validation failed: Username is required'],
    [{ user_name: 'A' }, 'Validation failed: Name too short'],
    [{ user_name: 'x'.repeat(101) }, 'Validation failed: Name too long'],
    [{ email: '' }, 'Validation failed: Email is required'],
    [{ email: 'nope' }, 'Validation failed: Invalid email'],
    [{ email: `${'e'.repeat(250)}@example.fi` }, 'Validation failed: Email too long'],
    [{ password: '' }, 'Validation failed: Password is required'],
    [{ password: 'short' }, 'Validation failed: Password must be at least 8 characters long'],
    [{ bio: 'b'.repeat(701) }, 'Validation failed: Bio too long'],
    [{ mode: 'complicated' }, 'Validation failed: Mode must be one of none, single, in_relationship, engaged, married, community'],
    [{ user_code: 'has space' }, 'Validation failed: User code may contain only letters, numbers, dots, dashes and underscores (at most 50)'],
    [{ user_name: 'A', email: 'nope' }, 'Validation failed: Name too short, Invalid email'],
  ])('answers %j with "%s"', async (change, message) => {
    const r = await registerVerified(t);
    const res = await update(r.accessToken, { user_name: 'Valid Name', email: r.email, password: r.password, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('keeps user codes unique ignoring case, and addresses unique', async () => {
    const a = await registerVerified(t);
    const b = await registerVerified(t);
    expect((await update(a.accessToken, { user_name: 'A A', email: a.email, password: a.password, user_code: 'Shepherd' })).status).toBe(200);
    expect(await update(b.accessToken, { user_name: 'B B', email: b.email, password: b.password, user_code: 'shepherd' })).toMatchObject({
      status: 409,
      body: { message: 'This user code is already taken' },
    });
    expect(await update(b.accessToken, { user_name: 'B B', email: a.email.toUpperCase(), password: b.password })).toMatchObject({
      status: 409,
      body: { message: 'An account with this email address already exists.' },
    });
  });

  // Changing the e-mail address (pending until confirmed, cancel link to the old one): email-change.test.ts.

  it('an unverified member can correct a mistyped address', async () => {
    const r = await register(t);
    const res = await update(r.accessToken, { user_name: 'Maria', email: `fixed-${r.email}`, password: r.password });
    expect(res.status).toBe(200);
    await t.mailbox.waitFor(`fixed-${r.email}`);
  });

  it('turns e-mail notifications off and on', async () => {
    const r = await registerVerified(t);
    const off = await send<{ user: Record<string, unknown> }>(t, 'PUT', '/api/auth/update-receive-email-notifications', { token: r.accessToken, body: { receive_email_notifications: false } });
    expect(off).toMatchObject({ status: 200, body: { user: { receive_email_notifications: false } } });
    const on = await send(t, 'PUT', '/api/auth/update-receive-email-notifications', { token: r.accessToken, body: { receive_email_notifications: true } });
    expect(on.body).toMatchObject({ user: { receive_email_notifications: true } });
    expect(await send(t, 'PUT', '/api/auth/update-receive-email-notifications', { token: r.accessToken, body: { receive_email_notifications: 'yes' } })).toMatchObject({
      status: 400,
      body: { message: 'receive_email_notifications must be true or false' },
    });
  });

  describe('DELETE /api/auth/delete-account', () => {
    it('needs the right password', async () => {
      const r = await registerVerified(t);
      expect(await send(t, 'DELETE', '/api/auth/delete-account', { token: r.accessToken, body: { password: '' } })).toMatchObject({ status: 400, body: { message: 'Password is required' } });
      expect(await send(t, 'DELETE', '/api/auth/delete-account', { token: r.accessToken, body: { password: 'Wrong!Pass1' } })).toMatchObject({ status: 400, body: { message: 'Incorrect password' } });
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: r.accessToken })).status).toBe(200);
    });

    it('stops the account at once (sessions, sign-in), frees the address, and purges the row with the job', async () => {
      const r = await registerVerified(t);
      const phone = await login(t, r.email, r.password, 'phone');
      await t.db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'My testimony post')`, [r.userId]);
      const res = await send(t, 'DELETE', '/api/auth/delete-account', {
        token: r.accessToken,
        // The spec's payload carries email and user_id; only the token decides whose account it is.
        body: { password: r.password, email: 'someone@else.test', user_id: 1 },
      });
      expect(res).toMatchObject({ status: 200, body: { message: 'Account deleted successfully' } });
      expect(res.setCookie.join()).toContain('Max-Age=0');
      expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: phone.body.accessToken })).status).toBe(401);
      expect((await login(t, r.email, r.password, 'again')).status).toBe(401);
      const { rows } = await t.db.query(`SELECT status, deleted_at IS NOT NULL AS has_deleted_at FROM users WHERE user_id = $1`, [r.userId]);
      expect(rows).toEqual([{ status: 'deleted', has_deleted_at: true }]);
      // The address can be registered again.
      expect((await send(t, 'POST', '/api/auth/register', { body: { user_name: 'New', email: r.email, password: r.password, bio: 'Jesus', deviceId: 'd2' } })).status).toBe(201);

      // ACCOUNT_PURGE_DELAY_SECONDS=1 here: the maintenance job removes the row and its content.
      const deadline = Date.now() + 20000;
      for (;;) {
        const left = await t.db.query('SELECT (SELECT count(*) FROM users WHERE user_id = $1)::int AS users, (SELECT count(*) FROM posts WHERE user_id = $1)::int AS posts', [r.userId]);
        if (left.rows[0].users === 0) {
          expect(left.rows[0].posts).toBe(0);
          break;
        }
        if (Date.now() > deadline) throw new Error('account was not purged');
        await new Promise((res2) => setTimeout(res2, 250));
      }
    });
  });
});
