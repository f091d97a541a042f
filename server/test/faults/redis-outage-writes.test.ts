import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { Mailbox } from '../support/mailbox';
import { deployment, Deployment, memberToken, OwnService, ownRedis, ServerProcess, startServer, stopServer, until } from './support';

/**
 * Issue 39, items 3-5: what members did while Redis was away reaches them once it is back (the
 * job outbox in PostgreSQL), and each process says once that Redis went and once that it came back.
 */
describe('faults: writes during a Redis outage', () => {
  let redis: OwnService;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let d: Deployment;
  let api: ServerProcess;
  let worker: ServerProcess;
  let db: Pool;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    [redis, database] = await Promise.all([ownRedis(), createTestDatabase()]);
    d = await deployment(database.url, redis.url, { SMTP_URL: await mailbox.start() });
    [api, worker] = await Promise.all([startServer(d, 'api'), startServer(d, 'worker')]);
    db = new Pool({ connectionString: database.url, max: 2 });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stopServer(api), stopServer(worker)]);
    await mailbox.stop();
    await db?.end();
    await database?.drop();
    d?.remove();
    await redis?.remove();
  });

  const post = (path: string, token: string | undefined, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  /** What a process wrote (stdout and stderr) from `from` characters on. */
  const outputSince = (p: ServerProcess, from: { out: number; err: number }) => ({ out: p.stdout().slice(from.out), err: p.stderr().slice(from.err) });
  const mark = (p: ServerProcess) => ({ out: p.stdout().length, err: p.stderr().length });
  /** Jobs kept in PostgreSQL until Redis takes them (the job outbox). */
  const outboxRows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_outbox')).rows[0].n;

  /** Stops Redis, runs `during`, keeps Redis down for at least `ms` in all, and starts it again. */
  const outage = async <T>(during: () => Promise<T>, ms = 8_000): Promise<{ result: T; backAt: number }> => {
    await redis.stop();
    const stoppedAt = Date.now();
    const result = await during();
    // Long enough for the old code's reconnection errors to pile up (it printed about six stack traces a second).
    await until(`an outage of ${ms} ms`, () => (Date.now() - stoppedAt > ms ? true : undefined), ms + 5_000);
    await redis.start();
    return { result, backAt: Date.now() };
  };

  it('item 3: a registration during the outage answers 201 at once and its verification mail is sent once Redis is back', async () => {
    const email = `outage-${randomBytes(4).toString('hex')}@example.test`;
    const { result, backAt } = await outage(async () => {
      const started = Date.now();
      const res = await post('/api/auth/register', undefined, {
        user_name: 'Outage Member',
        email,
        password: 'Str0ng!Pass',
        bio: 'Jesus saved me and gave me a new life.',
        deviceId: `fault-${randomBytes(3).toString('hex')}`,
      });
      return { status: res.status, ms: Date.now() - started };
    });
    console.log(`faults: Redis down: register ${result.status} in ${result.ms} ms`);
    // The member is saved, so the answer says so (not a 503 that a retry turns into a 409).
    expect(result.status).toBe(201);
    expect(result.ms).toBeLessThan(3_000);
    const mail = await mailbox.waitFor(email, () => true, 45_000);
    expect(mail.subject).toBe('Verify your email address for Pen');
    console.log(`faults: Redis back: the verification mail came after ${((Date.now() - backAt) / 1000).toFixed(1)} s`);
    // Sent once: the outbox row went to the queue once.
    await until('the outbox to be empty', async () => ((await outboxRows()) === 0 ? true : undefined), 15_000);
    expect(mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 120_000);

  it('item 4: a like during the outage answers 200 and its author is told once Redis is back', async () => {
    const author = await memberToken(db, api.url);
    const liker = await memberToken(db, api.url);
    const created = await post('/api/posts/create-post', author.token, { content: 'liked during the outage' });
    expect(created.status).toBe(201);
    const { postId } = (await created.json()) as { postId: number };
    const { result, backAt } = await outage(async () => {
      const started = Date.now();
      const res = await post('/api/posts/post-like', liker.token, { postId });
      return { status: res.status, ms: Date.now() - started };
    });
    console.log(`faults: Redis down: like ${result.status} in ${result.ms} ms`);
    expect(result.status).toBe(200);
    const likes = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND notification_type = 'like'`, [author.userId])).rows[0].n;
    await until('the like notification', async () => ((await likes()) > 0 ? true : undefined), 45_000);
    console.log(`faults: Redis back: the like notification came after ${((Date.now() - backAt) / 1000).toFixed(1)} s`);
    await until('the outbox to be empty', async () => ((await outboxRows()) === 0 ? true : undefined), 15_000);
    expect(await likes()).toBe(1);
  }, 120_000);

  it('item 5: each process logs an outage in two lines (gone, back), with no stack traces', async () => {
    const marks = { api: mark(api), worker: mark(worker) };
    // Work that needs Redis during the outage, as members would cause it.
    const member = await memberToken(db, api.url);
    await outage(() => post('/api/posts/create-post', member.token, { content: 'during the outage' }));
    await until('both processes to say Redis is back', () =>
      [api, worker].every((p) => /Redis is back/.test(outputSince(p, marks[p === api ? 'api' : 'worker']).out)) ? true : undefined,
    );
    for (const [name, p] of [['api', api], ['worker', worker]] as const) {
      const { out, err } = outputSince(p, marks[name]);
      const lines = out.split('\n').filter((l) => /redis|ECONNREFUSED|Connection is closed/i.test(l));
      const frames = err.split('\n').filter((l) => /^\s+at /.test(l));
      console.log(`faults: during an 8 s outage the ${name} logged ${lines.length} Redis lines and ${frames.length} stack frames on stderr`);
      expect({ name, frames: frames.slice(0, 3) }).toEqual({ name, frames: [] });
      expect({ name, lost: lines.filter((l) => /Redis unavailable/.test(l)).length, back: lines.filter((l) => /Redis is back/.test(l)).length }).toEqual({ name, lost: 1, back: 1 });
      expect({ name, others: lines.filter((l) => !/Redis unavailable|Redis is back/.test(l)).slice(0, 3) }).toEqual({ name, others: [] });
    }
  }, 120_000);
});
