import { JwtService } from '@nestjs/jwt';
import { SessionCacheService } from '../../src/auth/session-cache.service';
import { ApiProcess, startApiProcess } from '../support/api-process';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/** Waits until `check` holds, failing with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The auth check is remembered per session in each API process; whatever ends a session or
 * changes a member's status or verification must still act at once, in every process, whoever
 * makes the change (the API or plain SQL).
 */
describe('auth check memory across processes', () => {
  let t: TestApp;
  let other: ApiProcess;
  let callA: ReturnType<typeof http>;
  let callB: ReturnType<typeof http>;

  // A second API process on the same database, as when the API is scaled out. (Two Nest apps in
  // one process would share passport's strategy registry, so it must be a real process.)
  beforeAll(async () => {
    t = await startTestApp();
    other = await startApiProcess(t);
    callA = http(t.url);
    callB = http(other.url);
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  const feedStatus = async (call: ReturnType<typeof http>, m: Member) => (await call('GET', '/api/posts/feed?limit=1', { token: m.token })).status;
  const listeners = async () =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'pen-auth-listener' AND datname = current_database()`)).rows[0].n;

  /** Signs the member in on both processes once both listen, so that both remember the session. */
  async function warm(m: Member): Promise<void> {
    await until('both processes listen for auth changes', async () => {
      expect(await feedStatus(callA, m)).toBe(200);
      expect(await feedStatus(callB, m)).toBe(200);
      return t.app.get(SessionCacheService).active && (await listeners()) === 2;
    }, 10_000);
    expect(await feedStatus(callA, m)).toBe(200);
    expect(await feedStatus(callB, m)).toBe(200);
    expect(t.app.get(SessionCacheService).size).toBeGreaterThan(0);
  }

  it('a logout through one process stops the token in the other', async () => {
    const m = await createMember(t);
    await warm(m);
    const out = await callA('POST', '/api/auth/logout', { token: m.token, body: { deviceId: m.deviceId } });
    expect(out.status).toBe(200);
    expect(await feedStatus(callA, m)).toBe(401);
    await until('the other process refuses the token', async () => (await feedStatus(callB, m)) === 401, 1_000);
  });

  it('a session deleted with plain SQL stops its token everywhere', async () => {
    const m = await createMember(t);
    await warm(m);
    await t.db.query(`DELETE FROM device_sessions WHERE user_id = $1`, [m.userId]);
    await until('both processes refuse the token', async () => (await feedStatus(callA, m)) === 401 && (await feedStatus(callB, m)) === 401, 1_000);
  });

  it('a status set with plain SQL stops the member at once', async () => {
    const m = await createMember(t);
    await warm(m);
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [m.userId]);
    await until('both processes refuse the token', async () => (await feedStatus(callA, m)) === 401 && (await feedStatus(callB, m)) === 401, 1_000);
  });

  it('a verification change is seen by the processes that remembered the old one', async () => {
    const m = await createMember(t);
    await warm(m);
    await t.db.query(`UPDATE users SET verified = 0 WHERE user_id = $1`, [m.userId]);
    await until('the feed asks for verification', async () => (await feedStatus(callA, m)) === 403 && (await feedStatus(callB, m)) === 403, 1_000);
    await t.db.query(`UPDATE users SET verified = 1 WHERE user_id = $1`, [m.userId]);
    await until('the feed opens again', async () => (await feedStatus(callA, m)) === 200 && (await feedStatus(callB, m)) === 200, 1_000);
  });

  it('refuses a token once it expires, although it was verified before', async () => {
    const m = await createMember(t);
    const { session_id } = (await t.db.query<{ session_id: number }>(`SELECT session_id FROM device_sessions WHERE user_id = $1`, [m.userId])).rows[0];
    // exp counts whole seconds from a whole-second iat, so a 1 s token can be past its time within
    // milliseconds of signing; 3 s leaves the two checks below time on a loaded machine.
    const shortLived = await t.app.get(JwtService).signAsync({ sub: m.userId, sid: session_id }, { expiresIn: 3 });
    const status = async () => (await callA('GET', '/api/posts/feed?limit=1', { token: shortLived })).status;
    expect(await status()).toBe(200);
    expect(await status()).toBe(200);
    await until('the token has expired', async () => (await status()) === 401, 6_000);
    // The member's other token still works: only the expired one is refused.
    expect(await feedStatus(callA, m)).toBe(200);
  });

  it('asks the database on every request while its change feed is down, and listens again after', async () => {
    const m = await createMember(t);
    await warm(m);
    const cache = t.app.get(SessionCacheService);
    await t.db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pen-auth-listener' AND datname = current_database()`);
    await until('the process notices', () => !cache.active);
    expect(cache.size).toBe(0);
    expect(await feedStatus(callA, m)).toBe(200);
    expect(cache.size).toBe(0);
    await until('both processes listen again', async () => cache.active && (await listeners()) === 2, 10_000);
    await t.db.query(`DELETE FROM device_sessions WHERE user_id = $1`, [m.userId]);
    await until('both processes refuse the token', async () => (await feedStatus(callA, m)) === 401 && (await feedStatus(callB, m)) === 401, 1_000);
  });
});
