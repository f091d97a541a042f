import { judgeReplica, parseLsn, pickReplica, RecentWrites, ReplicaView, UNHEALTHY } from './replica-routing';

const view = (replayLsn: bigint, healthy = true): ReplicaView => ({ healthy, replayLsn, lagMs: 0 });

describe('replica routing', () => {
  it('reads WAL positions as PostgreSQL writes them, in order', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    for (const bad of ['', '/1', '1/', '16B374D848', '0/123456789', 'x/1']) expect(() => parseLsn(bad)).toThrow('not a WAL position');
  });

  it('takes a replica that has replayed everything however old its last transaction (an idle primary), and one behind by at most REPLICA_MAX_LAG_MS', () => {
    expect(judgeReplica({ standby: true, replayLsn: 100n, sinceReplayMs: 3_600_000 }, 100n, 1000)).toEqual({ healthy: true, replayLsn: 100n, lagMs: 0 });
    expect(judgeReplica({ standby: true, replayLsn: 90n, sinceReplayMs: 1000 }, 100n, 1000)).toEqual({ healthy: true, replayLsn: 90n, lagMs: 1000 });
  });

  it('skips a replica further behind than REPLICA_MAX_LAG_MS, one that has replayed nothing, and a server that is no standby', () => {
    expect(judgeReplica({ standby: true, replayLsn: 90n, sinceReplayMs: 1001 }, 100n, 1000)).toMatchObject({ healthy: false, lagMs: 1001 });
    expect(judgeReplica({ standby: true, replayLsn: 90n, sinceReplayMs: null }, 100n, 1000).healthy).toBe(false);
    expect(judgeReplica({ standby: true, replayLsn: null, sinceReplayMs: null }, 100n, 1000)).toBe(UNHEALTHY);
    // A promoted replica (or DATABASE_REPLICA_URLS naming the primary) takes no reads: its data may part from the primary's.
    expect(judgeReplica({ standby: false, replayLsn: null, sinceReplayMs: null }, 100n, 1000)).toBe(UNHEALTHY);
  });

  it('takes healthy replicas in turn, skipping unhealthy ones, and the primary (undefined) when none is healthy', () => {
    const replicas = [view(100n), view(100n, false), view(100n)];
    expect([0, 1, 2, 3].map((turn) => pickReplica(replicas, undefined, turn))).toEqual([0, 2, 2, 0]);
    expect(pickReplica([view(100n, false), view(100n, false)], undefined, 0)).toBeUndefined();
    expect(pickReplica([], undefined, 0)).toBeUndefined();
  });

  it("sends a member who wrote lately only to a replica that has replayed their write, else to the primary", () => {
    const replicas = [view(90n), view(120n)];
    expect(pickReplica(replicas, 100n, 0)).toBe(1);
    expect(pickReplica(replicas, 120n, 0)).toBe(1);
    expect(pickReplica(replicas, 121n, 0)).toBeUndefined();
    expect(pickReplica([view(200n, false)], 100n, 0)).toBeUndefined();
  });

  it('remembers a write for REPLICA_STICKY_MS, keeping the later position when a member writes again', () => {
    let now = 1_000;
    const recent = new RecentWrites(5000, () => now);
    recent.note(7, 100n);
    expect(recent.get(7)).toBe(100n);
    expect(recent.get(8)).toBeUndefined();
    now += 3000;
    recent.note(7, 90n);
    expect(recent.get(7)).toBe(100n);
    // The second write renewed the window.
    now += 4999;
    expect(recent.get(7)).toBe(100n);
    now += 1;
    expect(recent.get(7)).toBeUndefined();
  });

  it('forgets expired writes as members keep writing, so the memory stays bounded', () => {
    let now = 0;
    const recent = new RecentWrites(10, () => now);
    for (let id = 0; id < 5000; id++) {
      recent.note(id, 1n);
      now += 1;
    }
    expect((recent as unknown as { writes: Map<number, unknown> }).writes.size).toBeLessThanOrEqual(2100);
    expect(recent.get(4999)).toBe(1n);
    expect(recent.get(0)).toBeUndefined();
  });
});
