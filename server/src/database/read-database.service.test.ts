import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { loadSettings } from '../config/settings';
import { ReadDatabase } from './read-database.service';

/** A stand-in DataSource: only `query` (the primary's WAL position) is ever called by ReadDatabase itself. */
function fakeDb(name: string, lsn = '0/C8') {
  const calls: string[] = [];
  return { name, calls, query: async (sql: string) => (calls.push(sql), [{ lsn, at_ms: Date.now() }]) } as unknown as DataSource & { name: string; calls: string[] };
}

function fakeRedis() {
  const store = new Map<string, string>();
  const calls: string[] = [];
  let down = false;
  const redis = {
    calls,
    store,
    setDown: (v: boolean) => (down = v),
    get: async (key: string) => {
      calls.push(`get ${key}`);
      if (down) throw new Error('Connection is closed.');
      return store.get(key) ?? null;
    },
    eval: async (_script: string, _n: number, key: string, value: string) => {
      calls.push(`eval ${key} ${value}`);
      store.set(key, value);
    },
  };
  return redis;
}

// Settings generate their missing secrets into DATA_DIR: a directory of the test's own.
const dataDir = mkdtempSync(join(tmpdir(), 'pen-read-database-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const settings = (env: Record<string, string>) => loadSettings({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), MFA_ENCRYPTION_KEY: 'y'.repeat(40), ...env });
const connectionRefused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5499'), { code: 'ECONNREFUSED' });

/** A router with one replica already checked and found healthy, at WAL position `replayLsn`. */
function withHealthyReplica(replayLsn: bigint) {
  const primary = fakeDb('primary');
  const replica = fakeDb('replica');
  const redis = fakeRedis();
  const reads = new ReadDatabase(primary, settings({ DATABASE_REPLICA_URLS: 'postgres://127.0.0.1:5499/pen' }), redis as unknown as Redis);
  const inside = reads as unknown as { replicas: Array<{ db: DataSource }>; views: Array<{ healthy: boolean; replayLsn: bigint; lagMs: number }> };
  inside.replicas[0].db = replica;
  inside.views[0] = { healthy: true, replayLsn, lagMs: 0 };
  return { reads, primary, replica, redis };
}

const which = (db: DataSource) => Promise.resolve((db as unknown as { name: string }).name);

describe('ReadDatabase', () => {
  it('without DATABASE_REPLICA_URLS reads on the primary with no other work: no Redis, no statement, no write noted', async () => {
    const primary = fakeDb('primary');
    const redis = fakeRedis();
    const reads = new ReadDatabase(primary, settings({}), redis as unknown as Redis);
    expect(reads.enabled).toBe(false);
    expect(await reads.read(1, which)).toBe('primary');
    await reads.noteWrite(1);
    expect({ redis: redis.calls, statements: primary.calls }).toEqual({ redis: [], statements: [] });
  });

  it('reads on a healthy replica for a member who wrote nothing lately', async () => {
    const { reads, redis } = withHealthyReplica(100n);
    expect(await reads.read(1, which)).toBe('replica');
    expect(redis.calls).toEqual(['get replica-read-after:1']);
  });

  it("after a member's write, reads their data on the primary until the replica has replayed it, and only theirs", async () => {
    const { reads, redis } = withHealthyReplica(100n);
    await reads.noteWrite(1);
    // 0/C8 = 200: the write's position, kept in Redis for the other API processes (17 hex digits compare as text).
    expect(redis.store.get('replica-read-after:1')).toBe('000000000000000c8');
    expect(await reads.read(1, which)).toBe('primary');
    expect(await reads.read(2, which)).toBe('replica');
    // Another process noted the write: this one reads Redis.
    const other = withHealthyReplica(100n);
    other.redis.store.set('replica-read-after:1', '000000000000000c8');
    expect(await other.reads.read(1, which)).toBe('primary');
    const caughtUp = withHealthyReplica(200n);
    caughtUp.redis.store.set('replica-read-after:1', '000000000000000c8');
    expect(await caughtUp.reads.read(1, which)).toBe('replica');
  });

  it('reads on the primary when Redis cannot say whether the member wrote lately, or holds something else than a position', async () => {
    const { reads, redis } = withHealthyReplica(100n);
    redis.setDown(true);
    expect(await reads.read(1, which)).toBe('primary');
    redis.setDown(false);
    redis.store.set('replica-read-after:1', 'not a position');
    expect(await reads.read(1, which)).toBe('primary');
  });

  it('runs a read again on the primary when the replica fails it, and leaves a replica that cannot be reached out until a check finds it well', async () => {
    const { reads, redis } = withHealthyReplica(100n);
    const read = (db: DataSource) => (which(db) as Promise<string>).then((name) => (name === 'replica' ? Promise.reject(connectionRefused) : name));
    expect(await reads.read(1, read)).toBe('primary');
    redis.calls.length = 0;
    expect(await reads.read(2, which)).toBe('primary');
    // No healthy replica: not even Redis is asked.
    expect(redis.calls).toEqual([]);
  });

  it('runs a read again on the primary when the replica gives an error of its own (a recovery conflict), keeping the replica', async () => {
    const { reads } = withHealthyReplica(100n);
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    let first = true;
    const read = async (db: DataSource) => {
      const name = await which(db);
      if (name === 'replica' && first) {
        first = false;
        throw conflict;
      }
      return name;
    };
    expect(await reads.read(1, read)).toBe('primary');
    expect(await reads.read(1, read)).toBe('replica');
  });
});
