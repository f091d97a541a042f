import { Pool } from 'pg';
import { Deployment, deployment, memberToken, ownPostgres, ownRedis, OwnService, ServerProcess, startServer, stopServer, until } from './support';

interface Answer {
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  postId?: number;
}

describe('faults: PostgreSQL restarted under load', () => {
  // A Redis of the test's own: nobody else's restart of the shared one can interfere.
  let redis: OwnService;
  let pg: OwnService;
  let d: Deployment;
  let api: ServerProcess;
  let db: Pool;

  beforeAll(async () => {
    [pg, redis] = await Promise.all([ownPostgres(), ownRedis()]);
    d = await deployment(pg.url, redis.url);
    api = await startServer(d, 'api');
    db = new Pool({ connectionString: pg.url, max: 1 });
    // Its idle connection is cut when the server stops; the pool reconnects on the next query.
    db.on('error', () => undefined);
  }, 300_000);

  afterAll(async () => {
    await stopServer(api);
    await db?.end();
    d?.remove();
    await redis?.remove();
    await pg?.remove();
  });

  it('answers 503 with Retry-After during the outage (never a hang, never a 500), logs the outage once and its end once, reconnects, and keeps every acknowledged post', async () => {
    const { token } = await memberToken(db, api.url, api.stdout);
    const auth = { authorization: `Bearer ${token}` };
    const answers: Answer[] = [];
    let running = true;
    // Four clients, each alternating a feed read and a new post, as fast as answers come.
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const started = Date.now();
        const write = i % 2 === 0;
        const res = await fetch(write ? `${api.url}/api/posts/create-post` : `${api.url}/api/posts/feed?limit=10`, {
          method: write ? 'POST' : 'GET',
          headers: write ? { ...auth, 'content-type': 'application/json' } : auth,
          body: write ? JSON.stringify({ content: `load ${n}-${i}` }) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { postId?: number };
        answers.push({ at: started, ms: Date.now() - started, status: res.status, retryAfter: res.headers.get('retry-after'), postId: write && res.ok ? body.postId : undefined });
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await until('some answers before the outage', () => (answers.filter((a) => a.status < 300).length >= 20 ? true : undefined));
    await pg.stop();
    const stoppedAt = Date.now();
    await until('503s during the outage', () => (answers.filter((a) => a.at > stoppedAt && a.status === 503).length >= 20 ? true : undefined));
    await pg.start();
    const startedAt = Date.now();
    await until('successes after the restart', () => (answers.filter((a) => a.at > startedAt && a.status < 300).length >= 20 ? true : undefined), 60_000);
    running = false;
    await Promise.all(clients);

    const firstBack = Math.min(...answers.filter((a) => a.at > startedAt && a.status < 300).map((a) => a.at + a.ms));
    const during = answers.filter((a) => a.at > stoppedAt && a.at < startedAt);
    console.log(
      `faults: PostgreSQL down ${((startedAt - stoppedAt) / 1000).toFixed(1)} s: ${during.length} requests during it, slowest answer ${Math.max(...answers.map((a) => a.ms))} ms; ` +
        `first success ${((firstBack - startedAt) / 1000).toFixed(1)} s after it was back`,
    );
    // The outage watch asks the database every 500 ms whether it is back (database-outage.ts):
    // after a restart of half a second, the 20 successes can all come before its next probe.
    await until('the log to say the database is back', () => (api.logLines().some((l) => l.context === 'Database' && /database is back/.test(String(l.msg))) ? true : undefined), 5_000);
    // Every answer is a success or a 503 with Retry-After; none hung.
    const lines = api.logLines();
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    const errors = lines.filter((l) => l.stack !== undefined || l.msg === 'query failed').map((l) => `${String(l.msg)} ${String(l.error ?? '')}`);
    expect({ statuses, errors }).toEqual({ statuses: [200, 201, 503], errors: [] });
    expect(answers.filter((a) => a.status === 503 && a.retryAfter !== '5')).toEqual([]);
    // Never a hang: within the pool's connect timeout (DB_CONNECT_TIMEOUT_MS, 10 s) even on a loaded machine.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);

    // The log: once down, once back, no stack trace or failed statement per request.
    const said = lines.filter((l) => l.context === 'Database').map((l) => `${l.time} ${String(l.msg)} ${String(l.error ?? '')}`);
    expect({ said, down: said.filter((m) => /database unavailable/.test(m)).length }).toEqual({ said, down: 1 });
    expect(said.filter((m) => /database is back/.test(m))).toHaveLength(1);
    expect(lines.filter((l) => l.stack !== undefined || l.msg === 'query failed')).toEqual([]);

    // Acknowledged writes are kept.
    const acked = answers.flatMap((a) => (a.postId ? [a.postId] : []));
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE posts_id = ANY($1)', [acked]);
    expect(rows[0].n).toBe(acked.length);
  }, 300_000);
});
