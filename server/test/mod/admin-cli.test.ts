import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { enrolTotp } from '../support/two-factor';
import { baseEnv, run, snapshotBuild } from '../ops/support';

// Each run boots the app's services in a new process: seconds on an idle machine, far more on a busy one.
jest.setTimeout(300_000);

/** `npm run admin` (server/dist/scripts/admin.js), spawned as a real process against the test app's database and Redis. */
describe('the admin command-line tool', () => {
  let t: TestApp;
  let build: { root: string; remove: () => void };
  let emptyDataDir: string;

  beforeAll(async () => {
    [t, build] = await Promise.all([startTestApp(), snapshotWithTool()]);
    emptyDataDir = mkdtempSync(join(tmpdir(), 'pen-admin-'));
  });
  afterAll(async () => {
    build.remove();
    rmSync(emptyDataDir, { recursive: true, force: true });
    await t.close();
  });

  /** A snapshot of server/dist holding the tool: a build in progress writes main.js before the scripts. */
  async function snapshotWithTool(): Promise<{ root: string; remove: () => void }> {
    for (let attempt = 0; ; attempt++) {
      const snapshot = await snapshotBuild(['server']);
      if (existsSync(join(snapshot.root, 'server', 'dist', 'scripts', 'admin.js'))) return snapshot;
      snapshot.remove();
      if (attempt > 60) throw new Error('server/dist/scripts/admin.js is missing: build first (npx nx run-many -t build)');
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }

  /** Runs the tool with the test app's settings (or `env` instead); answers its exit code and output. */
  async function admin(args: string[], env?: Record<string, string>) {
    const proc = run(
      process.execPath,
      [join(build.root, 'server', 'dist', 'scripts', 'admin.js'), ...args],
      baseEnv(
        env ?? {
          DATABASE_URL: t.settings.databaseUrl,
          REDIS_URL: t.settings.redisUrl,
          REDIS_PREFIX: t.settings.redisPrefix,
          JWT_SECRET: t.settings.jwtSecret,
          DATA_DIR: t.settings.dataDir,
        },
      ),
    );
    const code = await proc.exit(60_000);
    return { code, stdout: proc.stdout(), stderr: proc.stderr() };
  }

  const call = () => http(t.url);
  const login = (m: Member) => call()<{ message: string }>('POST', '/api/auth/login', { body: { email: m.email, password: m.password, deviceId: m.deviceId } });

  it('answers usage errors with the usage and exit code 2', async () => {
    const none = await admin([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No command given.');
    expect(none.stderr).toContain('Usage: npm run admin -- <command>');

    const cases: Array<[string[], string]> = [
      [['set-role', 'a@example.test', 'admin'], '"admin" is not a role; use user, moderator or paka.'],
      [['set-role', 'a@example.test'], 'set-role needs an e-mail address and a role (user, moderator or paka).'],
      [['suspend', 'a@example.test', '--days', 'soon'], '--days takes a whole number from 1 to 3650, not "soon".'],
      [['suspend', 'a@example.test', '--for', '3'], 'Unknown option --for.'],
      [['unsuspend', 'not-an-address'], '"not-an-address" is not an e-mail address.'],
      [['approve'], 'approve needs the member\'s e-mail address.'],
      [['promote', 'a@example.test'], 'Unknown command "promote".'],
    ];
    for (const [args, message] of cases) {
      const res = await admin(args);
      expect({ args, code: res.code, first: res.stderr.split('\n')[0] }).toEqual({ args, code: 2, first: message });
    }
    const help = await admin(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('set-role EMAIL user|moderator|paka');
  });

  it('says so and exits 1 for an unknown address', async () => {
    const res = await admin(['set-role', 'nobody@example.test', 'paka']);
    expect(res).toMatchObject({ code: 1, stderr: 'No member has the e-mail address nobody@example.test.\n' });
  });

  it('set-role makes the first administrator (audited with actor cli), who then passes the operators\' guard', async () => {
    const first = await createMember(t, { userName: 'First Admin' });
    expect((await call()('GET', '/api/mod/registrations', { token: first.token })).status).toBe(403);

    const res = await admin(['set-role', first.email.toUpperCase(), 'paka']);
    expect(res).toMatchObject({ code: 0, stdout: `First Admin <${first.email}> is now paka (was user).\n` });
    // REQUIRE_2FA_FOR_OPERATORS (issue 43): the console opens once two-factor sign-in is on.
    const without2fa = await call()('GET', '/api/mod/registrations', { token: first.token });
    expect([without2fa.status, without2fa.body.message]).toEqual([403, 'Two-factor sign-in is required for moderators']);
    await enrolTotp(t, first);
    expect((await call()('GET', '/api/mod/registrations', { token: first.token })).status).toBe(200);
    const audit = await t.db.query(`SELECT actor_id, action, target_type, note FROM mod_audit_log WHERE target_id = $1`, [first.userId]);
    expect(audit.rows).toEqual([{ actor_id: null, action: 'set_role', target_type: 'user', note: 'user -> paka' }]);

    const again = await admin(['set-role', first.email, 'paka']);
    expect(again).toMatchObject({ code: 0, stdout: `First Admin <${first.email}> already has the role paka; nothing changed.\n` });
  });

  it('under REGISTRATION_MODE=approval, set-role moderator approves a newcomer waiting for review, and approve lets one in (both audited)', async () => {
    // A newcomer waiting for review, as registration under approval leaves them (verified, pending).
    const waiting = async (userName: string) => {
      const m = await createMember(t, { userName });
      await t.db.query(`UPDATE users SET review_status = 'pending' WHERE user_id = $1`, [m.userId]);
      return m;
    };
    const operator = await waiting('Olivia Operator');
    const registrations = () => call()<{ message?: string }>('GET', '/api/mod/registrations', { token: operator.token });
    expect(await registrations()).toMatchObject({ status: 403, body: { message: 'Your testimony is waiting for review' } });
    const res = await admin(['set-role', operator.email, 'moderator']);
    expect(res).toMatchObject({
      code: 0,
      stdout: `Olivia Operator <${operator.email}> is now moderator (was user); the registration waiting for review is approved.\n`,
    });
    // Approved, the new moderator is asked for two-factor sign-in (REQUIRE_2FA_FOR_OPERATORS), then let in.
    expect(await registrations()).toMatchObject({ status: 403, body: { message: 'Two-factor sign-in is required for moderators' } });
    await enrolTotp(t, operator);
    expect((await registrations()).status).toBe(200);
    const audit = await t.db.query(`SELECT actor_id, action, note FROM mod_audit_log WHERE target_id = $1 ORDER BY entry_id`, [operator.userId]);
    expect(audit.rows).toEqual([
      { actor_id: null, action: 'set_role', note: 'user -> moderator' },
      { actor_id: null, action: 'approve_registration', note: 'with the role moderator' },
    ]);

    const newcomer = await waiting('Nathan Newcomer');
    const approved = await admin(['approve', newcomer.email]);
    expect(approved).toMatchObject({ code: 0, stdout: `Nathan Newcomer <${newcomer.email}> is approved and may now use Pen.\n` });
    expect((await call()('GET', '/api/posts/feed', { token: newcomer.token })).status).toBe(200);
    const logged = await t.db.query(`SELECT actor_id, action FROM mod_audit_log WHERE target_id = $1`, [newcomer.userId]);
    expect(logged.rows).toEqual([{ actor_id: null, action: 'approve_registration' }]);
    expect(await admin(['approve', newcomer.email])).toMatchObject({ code: 1, stderr: 'This registration is not waiting for review.\n' });
  });

  it('suspend ends every session at once and sign-in opens a limited session saying until when; unsuspend lets the member back; both audited', async () => {
    const member = await createMember(t, { userName: 'Sam Spammer' });
    expect((await call()('GET', '/api/auth/profile-user-info', { token: member.token })).status).toBe(200);

    const res = await admin(['suspend', member.email, '--days', '2', '--reason', 'Selling things in every group']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Sam Spammer <.+> is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC; every session has ended\.\n$/);
    expect((await call()('GET', '/api/auth/profile-user-info', { token: member.token })).status).toBe(401);
    // Sign-in opens only the limited session of a suspended member (issue 42), saying until when.
    const limited = await login(member);
    expect(limited.status).toBe(200);
    expect(limited.body.message).toMatch(/^This account is suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect((limited.body as { user?: { status?: string } }).user?.status).toBe('suspended');
    const row = await t.db.query(`SELECT status, suspended_until FROM users WHERE user_id = $1`, [member.userId]);
    expect(row.rows[0].status).toBe('suspended');
    expect(Math.abs(row.rows[0].suspended_until.getTime() - (Date.now() + 2 * 86_400_000))).toBeLessThan(120_000);

    const twice = await admin(['suspend', member.email]);
    expect(twice).toMatchObject({ code: 1, stderr: 'This member is already suspended.\n' });

    const lifted = await admin(['unsuspend', member.email]);
    expect(lifted).toMatchObject({ code: 0, stdout: `Sam Spammer <${member.email}> is active again.\n` });
    expect((await login(member)).status).toBe(200);
    const notSuspended = await admin(['unsuspend', member.email]);
    expect(notSuspended).toMatchObject({ code: 1, stderr: 'This member is not suspended.\n' });

    const audit = await t.db.query(`SELECT actor_id, action, note FROM mod_audit_log WHERE target_id = $1 ORDER BY entry_id`, [member.userId]);
    expect(audit.rows).toEqual([
      { actor_id: null, action: 'suspend_user', note: expect.stringMatching(/^Selling things in every group \(until \d{4}-.+\)$/) },
      { actor_id: null, action: 'unsuspend_user', note: null },
    ]);
  });

  it('reports lists the open cases newest first', async () => {
    expect(await admin(['reports'])).toMatchObject({ code: 0, stdout: 'No open report cases.\n' });
    const author = await createMember(t, { userName: 'Olive Author' });
    const reporter = await createMember(t, { userName: 'Rita Reporter' });
    const older = await createPost(call(), author, { content: 'An older post about cheap watches' });
    const newer = await createPost(call(), author, { content: 'A newer post about cheaper watches' });
    for (const [postId, reason] of [[older, 'spam'], [newer, 'harassment']] as const) {
      const res = await call()('POST', '/api/posts/report-post', { token: reporter.token, body: { postId, reason } });
      expect(res.status).toBe(200);
    }
    const res = await admin(['reports']);
    expect(res.code).toBe(0);
    const lines = res.stdout.split('\n');
    expect(lines[0]).toBe('2 open report case(s), newest first:');
    expect(lines[1]).toMatch(new RegExp(`^#\\d+  post ${newer} by Olive Author  1 reporter\\(s\\): harassment 1  last .+ UTC$`));
    expect(lines[2]).toBe('      "A newer post about cheaper watches"');
    expect(lines[3]).toMatch(new RegExp(`^#\\d+  post ${older} by Olive Author  1 reporter\\(s\\): spam 1`));

    const one = await admin(['reports', '--limit', '1']);
    expect(one.stdout.split('\n')[0]).toBe('2 open report cases; the newest 1:');
  });

  it('without DATABASE_URL and without a running npm start, says how to reach a database (exit 1)', async () => {
    const res = await admin(['reports'], { DATA_DIR: emptyDataDir, JWT_SECRET: t.settings.jwtSecret });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("No database to use: DATABASE_URL is not set and npm start's embedded PostgreSQL is not running");
    expect(res.stderr).toContain('Start Pen with `npm start`');
    expect(res.stderr).toContain('or set DATABASE_URL');
  });

  it("finds npm start's embedded PostgreSQL from DATA_DIR (its postmaster.pid and the password npm start keeps)", async () => {
    // A running postmaster as PostgreSQL writes it: pid, data directory, start time, port. This
    // one points at the test server, which has no `pen` database: the tool must name where it went.
    const dataDir = mkdtempSync(join(tmpdir(), 'pen-admin-embedded-'));
    try {
      const port = new URL(t.settings.databaseUrl!).port || '5432';
      mkdirSync(join(dataDir, 'pg'));
      writeFileSync(join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${join(dataDir, 'pg')}\n1764000000\n${port}\n\n127.0.0.1\n`);
      writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ postgresPassword: 'not-needed-with-trust', jwtSecret: t.settings.jwtSecret }));
      const res = await admin(['reports'], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`Cannot use the database (npm start's embedded PostgreSQL on 127.0.0.1:${port})`);
      expect(res.stderr).toContain('database "pen" does not exist');
      expect(res.stderr).not.toContain('not-needed-with-trust');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
