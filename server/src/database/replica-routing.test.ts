import { judgeReplica, parseLsn, pickReplica, PrimaryWalHistory, RecentWrites, ReplicaView, UNHEALTHY } from './replica-routing';

const view = (replayLsn: bigint, healthy = true): ReplicaView => ({ healthy, replayLsn, lagMs: 0 });

describe('replica routing', () => {
  it('reads WAL positions as PostgreSQL writes them, in order', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    for (const bad of ['', '/1', '1/', '16B374D848', '0/123456789', 'x/1']) expect(() => parseLsn(bad)).toThrow('not a WAL position');
  });

  it('measures lag in time from the checks of the primary: none for a replica that replayed all, else since the last check that found the primary no further than the replica', () => {
    const history = new PrimaryWalHistory(5000);
    expect(history.lagOf(100n, 0)).toBe(Infinity);
    history.add(100n, 1000);
    // An idle primary: the same position for a minute; a replica there is not behind.
    history.add(100n, 60_000);
    expect(history.lagOf(100n, 60_010)).toBe(0);
    history.add(150n, 61_000);
    history.add(200n, 62_000);
    // At 100 it misses what came after the check at 60 000 (written in the second before 61 000, at the earliest).
    expect(history.lagOf(100n, 62_010)).toBe(2010);
    expect(history.lagOf(150n, 62_010)).toBe(1010);
    expect(history.lagOf(170n, 62_010)).toBe(1010);
    expect(history.lagOf(200n, 62_010)).toBe(0);
    expect(history.lagOf(99n, 62_010)).toBe(Infinity);
    // Positions older than the kept window are forgotten: a replica behind them all is further behind than that.
    history.add(300n, 66_000);
    expect(history.lagOf(200n, 66_010)).toBe(4010);
    expect(history.lagOf(100n, 66_010)).toBe(Infinity);
    history.add(300n, 68_000);
    expect(history.lagOf(200n, 68_010)).toBe(Infinity);
  });

  it('takes a replica within REPLICA_MAX_LAG_MS, and skips one further behind, one that has replayed nothing, and a server that is no standby', () => {
    const history = new PrimaryWalHistory(5000);
    history.add(90n, 0);
    history.add(100n, 1000);
    expect(judgeReplica({ standby: true, replayLsn: 100n, replayedCommitAgeMs: 60_000 }, history, 1010, 1000)).toEqual({ healthy: true, replayLsn: 100n, lagMs: 0 });
    expect(judgeReplica({ standby: true, replayLsn: 90n, replayedCommitAgeMs: 60_000 }, history, 1000, 1000)).toEqual({ healthy: true, replayLsn: 90n, lagMs: 1000 });
    expect(judgeReplica({ standby: true, replayLsn: 90n, replayedCommitAgeMs: 60_000 }, history, 1001, 1000)).toEqual({ healthy: false, replayLsn: 90n, lagMs: 1001 });
    expect(judgeReplica({ standby: true, replayLsn: null, replayedCommitAgeMs: null }, history, 1010, 1000)).toBe(UNHEALTHY);
    // A promoted replica (or DATABASE_REPLICA_URLS naming the primary) takes no reads: its data may part from the primary's.
    expect(judgeReplica({ standby: false, replayLsn: null, replayedCommitAgeMs: null }, history, 1010, 1000)).toBe(UNHEALTHY);
  });

  it('under steady writes, measures lag by the age of the last replayed commit (the history would say a whole check interval)', () => {
    const history = new PrimaryWalHistory(5000);
    history.add(100n, 0);
    history.add(200n, 1000);
    // 20 ms behind a primary that writes all the time: the history only knows it is past 100.
    expect(judgeReplica({ standby: true, replayLsn: 199n, replayedCommitAgeMs: 20 }, history, 1010, 1000)).toEqual({ healthy: true, replayLsn: 199n, lagMs: 20 });
    expect(judgeReplica({ standby: true, replayLsn: 199n, replayedCommitAgeMs: null }, history, 1010, 1000)).toMatchObject({ healthy: false, lagMs: 1010 });
    expect(judgeReplica({ standby: true, replayLsn: 150n, replayedCommitAgeMs: 1500 }, history, 1010, 1000)).toMatchObject({ healthy: false, lagMs: 1010 });
    // A replica's clock ahead of the primary's cannot make a negative lag.
    expect(judgeReplica({ standby: true, replayLsn: 199n, replayedCommitAgeMs: -5 }, history, 1010, 1000).lagMs).toBe(0);
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
