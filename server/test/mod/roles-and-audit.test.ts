import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { createOperator } from './helpers';
import { enrolTotp } from '../support/two-factor';

/** Roles guard /api/mod at every request, and the audit log is append-only in the database itself (issue #29). */
describe('mod: roles and the audit log', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let member: Member;
  let moderator: Member;
  let paka: Member;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    member = await createMember(t, { userName: 'Plain Member' });
    moderator = await createOperator(t, 'moderator', 'Mo Derator');
    paka = await createOperator(t, 'paka', 'Paka Admin');
  });
  afterAll(() => t.close());

  it('answers 403 to members and 401 without a token on every moderation route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/mod/reports', undefined],
      ['GET', '/api/mod/users', undefined],
      ['GET', '/api/mod/audit-log', undefined],
      ['POST', '/api/mod/resolve-report', { reportId: 1, action: 'dismiss' }],
      ['POST', '/api/mod/suspend-user', { userId: paka.userId, reason: 'x' }],
      ['POST', '/api/mod/unsuspend-user', { userId: paka.userId }],
    ] as const) {
      const res = await call(method, path, { token: member.token, body });
      expect([path, res.status, res.body.message]).toEqual([path, 403, 'This is for moderators only']);
      expect((await call(method, path, { body })).status).toBe(401);
    }
  });

  it('lets moderators and paka read the queue, and only paka change roles', async () => {
    expect((await call('GET', '/api/mod/reports', { token: moderator.token })).status).toBe(200);
    expect((await call('GET', '/api/mod/reports', { token: paka.token })).status).toBe(200);
    const refused = await call('POST', '/api/mod/set-role', { token: moderator.token, body: { userId: member.userId, role: 'moderator' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This is for administrators only');
  });

  it('applies a role change at the member\'s very next request, both ways', async () => {
    const helper = await createMember(t, { userName: 'Soon Moderator' });
    await enrolTotp(t, helper);
    expect((await call('GET', '/api/mod/reports', { token: helper.token })).status).toBe(403);
    const made = await call<{ user: { role: string } }>('POST', '/api/mod/set-role', { token: paka.token, body: { userId: helper.userId, role: 'moderator' } });
    expect(made.status).toBe(200);
    expect(made.body.user.role).toBe('moderator');
    expect((await call('GET', '/api/mod/reports', { token: helper.token })).status).toBe(200);
    expect((await call('POST', '/api/mod/set-role', { token: paka.token, body: { userId: helper.userId, role: 'user' } })).status).toBe(200);
    expect((await call('GET', '/api/mod/reports', { token: helper.token })).status).toBe(403);
  });

  it('refuses a bad role, an unknown member and a change of one\'s own role', async () => {
    const bad = await call('POST', '/api/mod/set-role', { token: paka.token, body: { userId: member.userId, role: 'admin' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'role must be one of user, moderator, paka']);
    const unknown = await call('POST', '/api/mod/set-role', { token: paka.token, body: { userId: 2147483000, role: 'user' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
    const own = await call('POST', '/api/mod/set-role', { token: paka.token, body: { userId: paka.userId, role: 'user' } });
    expect([own.status, own.body.message]).toEqual([400, 'You cannot change your own role']);
  });

  it('records role changes in the audit log, newest first, with the actor', async () => {
    const res = await call<{ entries: Array<Record<string, unknown>>; nextCursor: number | null }>('GET', '/api/mod/audit-log', { token: moderator.token });
    expect(res.status).toBe(200);
    expect(res.body.entries[0]).toMatchObject({ actor: { user_id: paka.userId, user_name: 'Paka Admin' }, action: 'set_role', target_type: 'user', note: 'moderator -> user' });
    expect(res.body.entries[1]).toMatchObject({ action: 'set_role', note: 'user -> moderator' });
    expect(res.body.nextCursor).toBeNull();
  });

  it('shows the command-line tool as actor cli and pages by cursor', async () => {
    await t.db.query(
      `INSERT INTO mod_audit_log (actor_id, action, target_type, target_id, note) SELECT NULL, 'suspend_user', 'user', $1, 'cli ' || g FROM generate_series(1, 55) g`,
      [member.userId],
    );
    const first = await call<{ entries: Array<{ entry_id: number; actor: unknown; note: string }>; nextCursor: number }>('GET', '/api/mod/audit-log', { token: paka.token });
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.entries[0]).toMatchObject({ actor: { user_id: null, user_name: 'cli' }, note: 'cli 55' });
    const second = await call<{ entries: Array<{ entry_id: number }>; nextCursor: number | null }>('GET', `/api/mod/audit-log?cursor=${first.body.nextCursor}`, { token: paka.token });
    expect(second.body.entries.length).toBeGreaterThan(0);
    expect(second.body.entries[0].entry_id).toBeLessThan(first.body.entries[49].entry_id);
    expect((await call('GET', '/api/mod/audit-log?cursor=abc', { token: paka.token })).status).toBe(400);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the audit log in SQL, whoever runs them', async () => {
    await expect(t.db.query(`UPDATE mod_audit_log SET note = 'forged'`)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.db.query(`DELETE FROM mod_audit_log`)).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.db.query(`TRUNCATE mod_audit_log`)).rejects.toThrow(/append-only: TRUNCATE refused/);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM mod_audit_log WHERE note = 'forged'`);
    expect(rows[0].n).toBe(0);
  });

  it('lists members with status, role, counts of reports against them and of posts, and finds them by name or address', async () => {
    await t.db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'one'), ($1, 'two')`, [member.userId]);
    await t.db.query(`INSERT INTO reports (reporter_id, target_type, target_id) VALUES ($1, 'user', $2), ($3, 'user', $2)`, [moderator.userId, member.userId, paka.userId]);
    const res = await call<{ users: Array<Record<string, unknown>> }>('GET', '/api/mod/users?q=plain%20mem', { token: moderator.token });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({ user_id: member.userId, user_name: 'Plain Member', role: 'user', status: 'active', reports_against: 2, post_count: 2, suspended_until: null }),
    ]);
    expect((await call<{ users: unknown[] }>('GET', `/api/mod/users?q=${encodeURIComponent(member.email.toUpperCase())}`, { token: moderator.token })).body.users).toHaveLength(1);
    expect((await call<{ users: unknown[] }>('GET', '/api/mod/users?q=%25', { token: moderator.token })).body.users).toHaveLength(0);
  });
});
