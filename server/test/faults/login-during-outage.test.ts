import { Pool } from 'pg';
import { Deployment, deployment, memberToken, ownPostgres, ownRedis, OwnService, ServerProcess, signIn, startServer, stopServer, until } from './support';

/**
 * Sign-ins while PostgreSQL is stopped: each answers 503, and none of them may count as a failed
 * attempt, or the outage would lock the member (10 per address) and then everyone behind the
 * same network (here 15) out for 15 minutes once the database is back. The login limits are the
 * real ones, kept in the test's own Redis.
 */
describe('faults: signing in while PostgreSQL is stopped', () => {
  let redis: OwnService;
  let pg: OwnService;
  let d: Deployment;
  let api: ServerProcess;
  let db: Pool;

  beforeAll(async () => {
    [pg, redis] = await Promise.all([ownPostgres(), ownRedis()]);
    d = await deployment(pg.url, redis.url, { RATE_LIMITS: 'posts=100000/1h,writes-ip=100000/1h,uploads=100000/1h,login-email=10/15m,login-ip=15/15m' });
    api = await startServer(d, 'api');
    db = new Pool({ connectionString: pg.url, max: 1 });
    db.on('error', () => undefined);
  }, 300_000);

  afterAll(async () => {
    await stopServer(api);
    await db?.end();
    d?.remove();
    await redis?.remove();
    await pg?.remove();
  });

  it('answers 503 to the right password during the outage and signs the member (and their neighbours) in once it is back; wrong passwords still count', async () => {
    const member = await memberToken(db, api.url, api.stdout);
    const neighbour = await memberToken(db, api.url, api.stdout);

    await pg.stop();
    const during: Array<string | number> = [];
    // More than either limit: 10 for the address, 15 for the network.
    for (let i = 0; i < 20; i++) during.push(await signIn(api.url, member.email, member.password));
    expect(during).toEqual(Array(20).fill(503));
    await pg.start();

    // Back: the first sign-in that reaches the database succeeds (no 429 for 15 minutes).
    const back = await until('a sign-in after the restart', async () => {
      const r = await signIn(api.url, member.email, member.password);
      return r === 503 ? undefined : r;
    }, 60_000);
    expect(typeof back).toBe('string');
    expect(typeof (await signIn(api.url, neighbour.email, neighbour.password))).toBe('string');

    // Wrong passwords still count: the address is refused after its 10.
    const wrong: Array<string | number> = [];
    for (let i = 0; i < 11; i++) wrong.push(await signIn(api.url, member.email, 'not-the-password'));
    expect(wrong).toEqual([...Array(10).fill(401), 429]);
  }, 300_000);
});
