/**
 * Which database a read goes to (read-database.service.ts runs it): the pure rules, kept apart
 * so they are tested without databases.
 */

/** A WAL position ("16/B374D848", as PostgreSQL writes pg_lsn) as a number that compares. */
export function parseLsn(text: string): bigint {
  const slash = text.indexOf('/');
  if (slash < 1 || !/^[0-9A-Fa-f]{1,8}\/[0-9A-Fa-f]{1,8}$/.test(text)) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${text.slice(0, slash)}`) << 32n) + BigInt(`0x${text.slice(slash + 1)}`);
}

/** What one check of a replica found. */
export interface ReplicaSample {
  /** pg_is_in_recovery(): false when the server is no replica (a promoted one, or a wrong URL). */
  standby: boolean;
  /** pg_last_wal_replay_lsn(): how far it has replayed; null before it replayed anything. */
  replayLsn: bigint | null;
  /**
   * How long ago (by the primary's clock) the last transaction it replayed was committed; null
   * before it replayed one. Also never less than the real lag: what it misses came later.
   */
  replayedCommitAgeMs: number | null;
}

/** A replica as the router sees it between checks. */
export interface ReplicaView {
  healthy: boolean;
  /** Replayed WAL position at the last check (only grows while the replica is healthy). */
  replayLsn: bigint;
  /** Estimated lag at the last check (PrimaryWalHistory.lagOf). */
  lagMs: number;
}

export const UNHEALTHY: ReplicaView = { healthy: false, replayLsn: 0n, lagMs: Infinity };

/**
 * The primary's WAL position as the checks saw it, each position with the last time it was seen,
 * so a replica's lag is measured in time: a replica that has replayed up to position P misses
 * only WAL written after the last check that found the primary at or before P. `now` minus that
 * check's time is never less than the replica's real lag, and at most one check interval more.
 * (The age of the replica's last replayed transaction, pg_last_xact_replay_timestamp, would call
 * a replica of an idle primary minutes behind as soon as one write arrives.)
 */
export class PrimaryWalHistory {
  private readonly seen: Array<{ lsn: bigint; at: number }> = [];

  /** `keepMs`: how far back positions are kept; a replica behind all of them is further behind than that. */
  constructor(private readonly keepMs: number) {}

  add(lsn: bigint, at: number): void {
    const newest = this.seen[this.seen.length - 1];
    if (newest && lsn <= newest.lsn) newest.at = at;
    else this.seen.push({ lsn, at });
    while (this.seen.length > 1 && this.seen[0].at < at - this.keepMs) this.seen.shift();
  }

  /** How far behind (ms) a replica that has replayed up to `replayLsn` is at `now`; Infinity when further than the history reaches. */
  lagOf(replayLsn: bigint, now: number): number {
    const newest = this.seen[this.seen.length - 1];
    if (!newest) return Infinity;
    if (replayLsn >= newest.lsn) return 0;
    for (let i = this.seen.length - 2; i >= 0; i--) if (this.seen[i].lsn <= replayLsn) return Math.max(0, now - this.seen[i].at);
    return Infinity;
  }
}

/**
 * Judges a replica from a sample taken just after the primary's position was added to `history`.
 * Its lag is the smaller of two bounds that are never below the real lag: the history's (exact
 * for an idle primary, up to a check interval over under steady writes) and the age of its last
 * replayed commit (exact under steady writes, far over after an idle spell).
 */
export function judgeReplica(sample: ReplicaSample, history: PrimaryWalHistory, now: number, maxLagMs: number): ReplicaView {
  if (!sample.standby || sample.replayLsn === null) return UNHEALTHY;
  const lagMs = Math.min(history.lagOf(sample.replayLsn, now), Math.max(0, sample.replayedCommitAgeMs ?? Infinity));
  return { healthy: lagMs <= maxLagMs, replayLsn: sample.replayLsn, lagMs };
}

/**
 * The replica a read goes to, by index, or undefined for the primary: among the healthy ones
 * that have replayed the reader's last write (`mustHave`, their own write's WAL position while
 * it is remembered; undefined when they wrote nothing lately), taking turns by `turn`.
 */
export function pickReplica(replicas: readonly ReplicaView[], mustHave: bigint | undefined, turn: number): number | undefined {
  const n = replicas.length;
  for (let i = 0; i < n; i++) {
    const at = (turn + i) % n;
    const r = replicas[at];
    if (r.healthy && (mustHave === undefined || r.replayLsn >= mustHave)) return at;
  }
  return undefined;
}

/**
 * The WAL positions of members' recent writes, by member, each forgotten `ttlMs` after it was
 * noted: this process's own memory of the read-your-writes window (Redis holds it for the other
 * API processes). Bounded by the members who wrote within one window.
 */
export class RecentWrites {
  private readonly writes = new Map<number, { lsn: bigint; until: number }>();
  private sweepAt = 1000;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  note(userId: number, lsn: bigint): void {
    const prior = this.writes.get(userId);
    const until = this.now() + this.ttlMs;
    this.writes.set(userId, { lsn: prior && prior.lsn > lsn ? prior.lsn : lsn, until });
    if (this.writes.size > this.sweepAt) {
      this.sweep();
      this.sweepAt = Math.max(1000, this.writes.size * 2);
    }
  }

  /** The member's last remembered write position, or undefined when they wrote nothing within the window. */
  get(userId: number): bigint | undefined {
    const w = this.writes.get(userId);
    if (!w) return undefined;
    if (w.until <= this.now()) {
      this.writes.delete(userId);
      return undefined;
    }
    return w.lsn;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, w] of this.writes) if (w.until <= now) this.writes.delete(id);
  }
}
