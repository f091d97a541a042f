import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { DB_IDLE_TIMEOUT_MS, dataSourceOptions } from '../../src/database/data-source-options';
import { createTestDatabase, withAdmin } from '../support/databases';

/** pg-pool's own idle timeout, which closed connections after every lull of more than 10 s. */
const PG_POOL_DEFAULT_IDLE_MS = 10_000;

describe("the app's database pool", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    jest.useRealTimers();
    if (ds?.isInitialized) await ds.destroy();
  });
  afterAll(() => db.drop());

  const backendAlive = (pid: number) => withAdmin(async (c) => (await c.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1);

  it('keeps its connections through a lull (the same PostgreSQL backend answers after a minute idle) and closes them after DB_IDLE_TIMEOUT_MS', async () => {
    // pg-pool's idle timer is a setTimeout: faked, a lull takes no test time; sockets stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    ds = await new DataSource(dataSourceOptions(db.url)).initialize();
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const backend = async () => (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

    const first = await backend();
    jest.advanceTimersByTime(6 * PG_POOL_DEFAULT_IDLE_MS);
    expect(await backend()).toBe(first);

    jest.advanceTimersByTime(DB_IDLE_TIMEOUT_MS + 1_000);
    jest.useRealTimers();
    const deadline = Date.now() + 5_000;
    while ((await backendAlive(first)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await backendAlive(first)).toBe(false);
    expect(pool.totalCount).toBe(0);
  });

  it('runs its statements without JIT compilation, which the server does by default', async () => {
    // A costly plan: with JIT on, EXPLAIN ANALYZE reports the compilation ("JIT: Functions: …").
    const explain = `EXPLAIN (ANALYZE) SELECT sum(i) FROM generate_series(1, 1000) i`;
    const server = await withAdmin(async (c) => (await c.query<{ jit: string }>('SHOW jit')).rows[0].jit);
    expect(server).toBe('on');
    ds = await new DataSource(dataSourceOptions(db.url)).initialize();
    const pool = (ds.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    try {
      expect((await client.query<{ jit: string }>('SHOW jit')).rows[0].jit).toBe('off');
      await client.query('BEGIN');
      await client.query('SET LOCAL jit_above_cost = 0');
      const plan = (await client.query<{ 'QUERY PLAN': string }>(explain)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).not.toMatch(/^JIT:/m);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  });
});
