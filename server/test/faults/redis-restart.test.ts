import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { createTestDatabase } from '../support/databases';
import { Mailbox } from '../support/mailbox';
import { deployment, Deployment, memberToken, OwnService, ownRedis, ServerProcess, signIn, startServer, stopServer, until } from './support';

describe('faults: Redis restarted while jobs wait (append-only, as in Compose)', () => {
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

  it('answers every request within 2 s during the outage (503 where Redis is needed), recovers by itself, and runs the waiting jobs after Redis is back', async () => {
    const member = await memberToken(db, api.url);
    const auth = { authorization: `Bearer ${member.token}` };
    // Sign-in's own time (argon2) on this machine, to tell it from waiting for Redis.
    const baseline = Date.now();
    expect(typeof (await signIn(api.url, member.email, member.password, 15_000))).toBe('string');
    const signInMs = Date.now() - baseline;

    // Jobs waiting in Redis across the restart: mail due a few seconds from now.
    const client = new Redis(redis.url, { maxRetriesPerRequest: null });
    const mail = new Queue('mail', { connection: client, prefix: `${d.env.REDIS_PREFIX}:bull` });
    for (const n of [1, 2]) await mail.add('mail.send', { to: `wait-${n}@example.com`, subject: `Waited ${n}`, text: 'x', html: '<p>x</p>' }, { delay: 4_000 });
    await mail.close();
    client.disconnect();

    await redis.stop();
    const stoppedAt = Date.now();
    const timed = async (what: string, request: () => Promise<Response | string | number>) => {
      const started = Date.now();
      const res = await request();
      const status = typeof res === 'string' ? 200 : typeof res === 'number' ? res : res.status;
      return { what, status, ms: Date.now() - started, retryAfter: typeof res === 'object' ? res.headers.get('retry-after') : null };
    };
    // One after another: each answer's time is its own.
    const during = [
      await timed('sign-in', () => signIn(api.url, member.email, member.password, 15_000)),
      await timed('health', () => fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(10_000) })),
      await timed('feed', () => fetch(`${api.url}/api/posts/feed?limit=5`, { headers: auth, signal: AbortSignal.timeout(10_000) })),
      await timed('new post', () =>
        fetch(`${api.url}/api/posts/create-post`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'during the outage' }),
          signal: AbortSignal.timeout(10_000),
        }),
      ),
      await timed('stream ticket', () => fetch(`${api.url}/api/noti/stream-ticket`, { method: 'POST', headers: auth, signal: AbortSignal.timeout(10_000) })),
    ];
    console.log(`faults: Redis down: ${during.map((r) => `${r.what} ${r.status} in ${r.ms} ms`).join(', ')} (sign-in took ${signInMs} ms before)`);
    // Within 2 s (sign-in: within 2 s more than it takes anyway; its rate limits fall back to each process's memory).
    for (const r of during) expect({ what: r.what, fast: r.ms < 2_000 + (r.what === 'sign-in' ? signInMs : 0) }).toEqual({ what: r.what, fast: true });
    expect(during.find((r) => r.what === 'sign-in')!.status).toBe(200);
    // What needs Redis says so: a 503, with Retry-After where the client may retry.
    expect(during.find((r) => r.what === 'health')!.status).toBe(503);
    expect(during.find((r) => r.what === 'stream ticket')).toMatchObject({ status: 503, retryAfter: '5' });
    expect(during.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
    // Nothing ran meanwhile: the waiting mails are still waiting (the sign-ins' "New sign-in" mails
    // from before the outage are not theirs).
    expect(mailbox.mails.filter((m) => m.to.some((to) => to.startsWith('wait-')))).toEqual([]);
    // Down long enough for the waiting jobs to come due.
    await until('the jobs to be due', () => (Date.now() - stoppedAt > 4_500 ? true : undefined));

    await redis.start();
    const backAt = Date.now();
    await until('sign-in to work again', async () => (typeof (await signIn(api.url, member.email, member.password, 5_000)) === 'string' ? true : undefined));
    const signInBackMs = Date.now() - backAt;
    // Sign-in never needed Redis (its rate limits fall back to memory), so recovery is what the
    // readiness check says: its client reconnects by itself, within the 2 s back-off of openRedis (redis.module.ts).
    await until('the readiness check to find Redis again', async () => ((await fetch(`${api.url}/api/health`)).status === 200 ? true : undefined), 15_000);
    const healthBackMs = Date.now() - backAt;
    await mailbox.waitFor('wait-1@example.com', () => true, 30_000);
    await mailbox.waitFor('wait-2@example.com', () => true, 30_000);
    console.log(`faults: Redis back: sign-in worked after ${(signInBackMs / 1000).toFixed(1)} s, ready after ${(healthBackMs / 1000).toFixed(1)} s, the waiting jobs ran after ${((Date.now() - backAt) / 1000).toFixed(1)} s`);
    // Said once that Redis went away per connection, and once that it is back.
    expect(api.stdout()).toMatch(/Redis is back/);
  }, 300_000);
});
