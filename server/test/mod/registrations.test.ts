import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';
import { login, register, registerVerified, send } from '../auth/accounts-helpers';

/** REGISTRATION_MODE=approval: verified newcomers wait for a moderator (issue #29). */
describe('registration review (REGISTRATION_MODE=approval)', () => {
  let t: TestApp;
  let moderator: Member;
  let paka: Member;
  let member: Member;
  /** The community rule a refusal cites (the default set's first). */
  let rule: { rule_id: number; number: number; title: string };

  beforeAll(async () => {
    t = await startTestApp({ REGISTRATION_MODE: 'approval' });
    moderator = await createMember(t, { userName: 'Mod Miriam' });
    paka = await createMember(t, { userName: 'Paka Paul' });
    member = await createMember(t, { userName: 'Plain Peter' });
    await t.db.query(`UPDATE users SET role = 'moderator' WHERE user_id = $1`, [moderator.userId]);
    await t.db.query(`UPDATE users SET role = 'paka' WHERE user_id = $1`, [paka.userId]);
    await enrolTotp(t, moderator);
    await enrolTotp(t, paka);
    rule = (await send<{ rules: Array<typeof rule> }>(t, 'GET', '/api/rules')).body.rules[0];
  });
  afterAll(() => t.close());

  const queue = (token: string, cursor?: number) =>
    send<{ registrations: Array<{ user_id: number; user_name: string; email: string; bio: string }>; nextCursor: number | null; message?: string }>(
      t,
      'GET',
      `/api/mod/registrations${cursor ? `?cursor=${cursor}` : ''}`,
      { token },
    );

  it('a verified newcomer is pending review: the profile says so and every other call answers 403 "Your testimony is waiting for review"', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Nora Newcomer' });
    const profile = await send<{ user: { verified: number; review_status: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: newcomer.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ verified: 1, review_status: 'pending' });

    const post = await send(t, 'POST', '/api/posts/create-post', { token: newcomer.accessToken, body: { content: 'Hello, is anyone there?' } });
    expect(post).toMatchObject({ status: 403, body: { message: 'Your testimony is waiting for review' } });
    const feed = await send(t, 'GET', '/api/posts/feed', { token: newcomer.accessToken });
    expect(feed).toMatchObject({ status: 403, body: { message: 'Your testimony is waiting for review' } });

    // Signing in again still works and says nothing more; the dashboard shows the waiting page.
    const again = await login(t, newcomer.email, newcomer.password, newcomer.deviceId);
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ review_status: 'pending' });
  });

  it('an unverified newcomer is not in the queue yet; members get 403, moderators and paka see the queue oldest first', async () => {
    const unverified = await register(t, { user_name: 'Una Unverified' });
    const first = await registerVerified(t, { user_name: 'First Faith' });
    const second = await registerVerified(t, { user_name: 'Second Samuel' });

    expect(await queue(member.token)).toMatchObject({ status: 403, body: { message: 'This is for moderators only' } });
    for (const operator of [moderator, paka]) {
      const res = await queue(operator.token);
      expect(res.status).toBe(200);
      const ids = res.body.registrations.map((r) => r.user_id);
      expect(ids).not.toContain(unverified.userId);
      expect(ids.indexOf(first.userId)).toBeLessThan(ids.indexOf(second.userId));
      expect(ids.indexOf(first.userId)).toBeGreaterThanOrEqual(0);
      expect(res.body.registrations.find((r) => r.user_id === first.userId)).toEqual({
        user_id: first.userId,
        user_name: 'First Faith',
        email: first.email,
        bio: 'Jesus saved me and gave me a new life.',
        created_at: expect.any(String),
      });
      expect(res.body.nextCursor).toBeNull();
    }
    // An unverified registration cannot be decided yet.
    const early = await send(t, 'POST', '/api/mod/approve-registration', { token: moderator.token, body: { userId: unverified.userId } });
    expect(early).toMatchObject({ status: 409, body: { message: 'This registration is not waiting for review' } });
  });

  it('approval lets the newcomer in at the next request, mails them and is audited; deciding twice is a 409', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Abigail Approved' });
    expect((await send(t, 'POST', '/api/posts/create-post', { token: newcomer.accessToken, body: { content: 'Amen' } })).status).toBe(403);
    // Until approved, members cannot find or befriend the newcomer.
    const hidden = await send<{ users: Array<{ user_id: number }> }>(t, 'GET', '/api/conn/search-users?query=Abigail%20Approved', { token: member.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body.users.map((u) => u.user_id)).not.toContain(newcomer.userId);

    const res = await send(t, 'POST', '/api/mod/approve-registration', { token: moderator.token, body: { userId: newcomer.userId } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Registration of Abigail Approved approved' } });

    const post = await send(t, 'POST', '/api/posts/create-post', { token: newcomer.accessToken, body: { content: 'Thank you, Lord' } });
    expect(post.status).toBe(201);
    const found = await send<{ users: Array<{ user_id: number }> }>(t, 'GET', '/api/conn/search-users?query=Abigail%20Approved', { token: member.token });
    expect(found.body.users.map((u) => u.user_id)).toContain(newcomer.userId);
    const profile = await send<{ user: { review_status: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: newcomer.accessToken });
    expect(profile.body.user.review_status).toBe('approved');

    const mail = await t.mailbox.waitFor(newcomer.email, (m) => m.subject === 'Welcome to Pen: your registration was approved');
    expect(mail.text).toContain('http://localhost:3000/login');

    const { rows } = await t.db.query(`SELECT actor_id, action, target_type, note FROM mod_audit_log WHERE target_id = $1`, [newcomer.userId]);
    expect(rows).toEqual([{ actor_id: moderator.userId, action: 'approve_registration', target_type: 'user', note: null }]);
    expect((await queue(moderator.token)).body.registrations.map((r) => r.user_id)).not.toContain(newcomer.userId);

    const twice = await send(t, 'POST', '/api/mod/reject-registration', { token: paka.token, body: { userId: newcomer.userId, ruleId: rule.rule_id, note: 'Too late' } });
    expect(twice).toMatchObject({ status: 409, body: { message: 'This registration is not waiting for review' } });
    // Members registered while registration was open (approved by default) are not in review either.
    const old = await send(t, 'POST', '/api/mod/approve-registration', { token: moderator.token, body: { userId: member.userId } });
    expect(old.status).toBe(409);
  });

  it('rejection closes the account (sessions end, sign-in fails, the address is free), mails the rule and the note and is audited', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Rex Rejected' });
    // A refusal cites a rule and the facts.
    const noRule = await send(t, 'POST', '/api/mod/reject-registration', { token: moderator.token, body: { userId: newcomer.userId, note: 'Facts' } });
    expect(noRule).toMatchObject({ status: 400, body: { message: 'ruleId is required for this action' } });
    const noNote = await send(t, 'POST', '/api/mod/reject-registration', { token: moderator.token, body: { userId: newcomer.userId, ruleId: rule.rule_id } });
    expect(noNote).toMatchObject({ status: 400, body: { message: 'note is required for this action: write the facts' } });
    const res = await send(t, 'POST', '/api/mod/reject-registration', {
      token: moderator.token,
      body: { userId: newcomer.userId, ruleId: rule.rule_id, note: '  Your testimony does not mention Jesus as Lord.  ' },
    });
    expect(res).toMatchObject({ status: 200, body: { message: 'Registration of Rex Rejected rejected' } });

    expect((await send(t, 'GET', '/api/auth/profile-user-info', { token: newcomer.accessToken })).status).toBe(401);
    expect((await login(t, newcomer.email, newcomer.password, newcomer.deviceId)).status).toBe(401);
    const mail = await t.mailbox.waitFor(newcomer.email, (m) => m.subject === 'Your Pen registration was not approved');
    expect(mail.text).toContain('The moderator wrote: Your testimony does not mention Jesus as Lord.');
    expect(mail.text).toContain(`The rule: Rule ${rule.number}: ${rule.title}`);

    const { rows } = await t.db.query(`SELECT actor_id, action, note FROM mod_audit_log WHERE target_id = $1`, [newcomer.userId]);
    expect(rows).toEqual([{ actor_id: moderator.userId, action: 'reject_registration', note: `[rule ${rule.number}] Your testimony does not mention Jesus as Lord.` }]);
    const user = await t.db.query(`SELECT status FROM users WHERE user_id = $1`, [newcomer.userId]);
    expect(user.rows[0].status).toBe('deleted');
    // The address may register again (and waits for review again).
    const again = await register(t, { email: newcomer.email, user_name: 'Rex Again' });
    expect(again.userId).not.toBe(newcomer.userId);

    const unknown = await send(t, 'POST', '/api/mod/reject-registration', { token: moderator.token, body: { userId: newcomer.userId, ruleId: rule.rule_id, note: 'Again' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('giving a newcomer waiting for review the role moderator approves them (audited): the first operator needs no SQL', async () => {
    const newcomer = await registerVerified(t, { user_name: 'Olga Operator' });
    expect(await queue(newcomer.accessToken)).toMatchObject({ status: 403, body: { message: 'Your testimony is waiting for review' } });

    const res = await send<{ user: { role: string } }>(t, 'POST', '/api/mod/set-role', { token: paka.token, body: { userId: newcomer.userId, role: 'moderator' } });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('moderator');
    // Approved, the new moderator is asked for two-factor sign-in (REQUIRE_2FA_FOR_OPERATORS), then let in.
    expect(await queue(newcomer.accessToken)).toMatchObject({ status: 403, body: { message: 'Two-factor sign-in is required for moderators' } });
    await enrolTotp(t, { token: newcomer.accessToken });
    expect((await queue(newcomer.accessToken)).status).toBe(200);
    const profile = await send<{ user: { review_status: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: newcomer.accessToken });
    expect(profile.body.user.review_status).toBe('approved');
    const { rows } = await t.db.query(`SELECT actor_id, action, note FROM mod_audit_log WHERE target_id = $1 ORDER BY entry_id`, [newcomer.userId]);
    expect(rows).toEqual([
      { actor_id: paka.userId, action: 'set_role', note: 'user -> moderator' },
      { actor_id: paka.userId, action: 'approve_registration', note: 'with the role moderator' },
    ]);

    // The role `user` approves nobody: the newcomer still waits.
    const plain = await registerVerified(t, { user_name: 'Uma User' });
    const asUser = await send(t, 'POST', '/api/mod/set-role', { token: paka.token, body: { userId: plain.userId, role: 'user' } });
    expect(asUser.status).toBe(200);
    const waiting = await send<{ user: { review_status: string } }>(t, 'GET', '/api/auth/profile-user-info', { token: plain.accessToken });
    expect(waiting.body.user.review_status).toBe('pending');
  });

  it('refuses bad input with 400 and members with 403', async () => {
    expect((await send(t, 'POST', '/api/mod/approve-registration', { token: moderator.token, body: { userId: 'x' } })).body).toMatchObject({ statusCode: 400 });
    expect((await send(t, 'POST', '/api/mod/reject-registration', { token: moderator.token, body: { userId: 1, note: 'n'.repeat(1001) } })).status).toBe(400);
    expect((await send(t, 'GET', '/api/mod/registrations?cursor=abc', { token: moderator.token })).status).toBe(400);
    const asMember = await send(t, 'POST', '/api/mod/approve-registration', { token: member.token, body: { userId: moderator.userId } });
    expect(asMember).toMatchObject({ status: 403, body: { message: 'This is for moderators only' } });
  });

  it('pages the queue by cursor, 50 a page', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, user_name, verified, review_status, bio)
       SELECT 'bulk-' || g || '@example.test', 'x', 'Bulk ' || g, 1, 'pending', 'Jesus' FROM generate_series(1, 60) g`,
    );
    const seen: number[] = [];
    let cursor: number | undefined;
    let pages = 0;
    do {
      const res = await queue(moderator.token, cursor);
      expect(res.status).toBe(200);
      expect(res.body.registrations.length).toBeLessThanOrEqual(50);
      seen.push(...res.body.registrations.map((r) => r.user_id));
      cursor = res.body.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
