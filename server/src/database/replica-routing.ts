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
  /** now() - pg_last_xact_replay_timestamp() in ms: how old its newest replayed transaction is. */
  sinceReplayMs: number | null;
}

/** A replica as the router sees it between checks. */
export interface ReplicaView {
  healthy: boolean;
  /** Replayed WAL position at the last check (only grows while the replica is healthy). */
  replayLsn: bigint;
  /** Estimated lag at the last check, for the log. */
  lagMs: number;
}

export const UNHEALTHY: ReplicaView = { healthy: false, replayLsn: 0n, lagMs: Infinity };

/**
 * Judges a replica from a sample taken just after reading the primary's current WAL position.
 * A replica that has replayed up to that position has no lag whatever its last transaction's age
 * (an idle primary writes nothing to replay). Otherwise the lag is the age of its newest replayed
 * transaction: an overestimate right after a long idle spell (it catches up within a check),
 * never an underestimate, so a replica is never used while it is further behind than allowed.
 */
export function judgeReplica(sample: ReplicaSample, primaryLsn: bigint, maxLagMs: number): ReplicaView {
  if (!sample.standby || sample.replayLsn === null) return UNHEALTHY;
  const lagMs = sample.replayLsn >= primaryLsn ? 0 : (sample.sinceReplayMs ?? Infinity);
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
