/** What the auth check found for a device session: whose it is and whether the member is verified. */
export interface SessionFacts {
  userId: number;
  verified: boolean;
  /** Registered under REGISTRATION_MODE=approval and not yet approved. */
  pendingReview?: boolean;
  /** Suspended (issue 42): the session is a limited one; `until` null: until lifted. */
  suspended?: { until: Date | null };
}

interface Entry extends SessionFacts {
  expiresAt: number;
}

/**
 * The per-process memory of successful auth checks, keyed by device session. It only answers
 * while it is `enabled` (its change feed is connected), and an entry is only stored when no
 * invalidation happened since the caller started its database read (`generation`), so a
 * logout that lands during a read is never papered over by that read's stale answer.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();
  private readonly sessionsOfUser = new Map<number, Set<number>>();
  private gen = 0;
  private on = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Changes with every invalidation; read it before the database query whose answer you will `remember`. */
  get generation(): number {
    return this.gen;
  }

  get enabled(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Turning the cache on or off forgets everything: while off, changes may have been missed. */
  setEnabled(on: boolean): void {
    if (on === this.on) return;
    this.clear();
    this.on = on;
  }

  get(sessionId: number, userId: number): SessionFacts | undefined {
    if (!this.on) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.userId !== userId || entry.expiresAt <= this.now()) {
      // Not an invalidation: reads in flight may still remember what they find.
      this.drop(sessionId);
      return undefined;
    }
    return { userId: entry.userId, verified: entry.verified, pendingReview: entry.pendingReview, suspended: entry.suspended };
  }

  remember(sessionId: number, facts: SessionFacts, generationAtRead: number): void {
    if (!this.on || generationAtRead !== this.gen) return;
    this.drop(sessionId);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as number;
      this.drop(oldest);
    }
    this.entries.set(sessionId, { ...facts, expiresAt: this.now() + this.ttlMs });
    let sessions = this.sessionsOfUser.get(facts.userId);
    if (!sessions) this.sessionsOfUser.set(facts.userId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  forgetSession(sessionId: number): void {
    this.gen++;
    this.drop(sessionId);
  }

  forgetUser(userId: number): void {
    this.gen++;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.entries.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  private drop(sessionId: number): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.userId);
  }
}

/** Applies one `pen_auth` notification (`s<session_id>` or `u<user_id>`); unknown payloads clear everything. */
export function applyAuthChange(cache: SessionCache, payload: string | undefined): void {
  const match = /^([su])(\d+)$/.exec(payload ?? '');
  if (!match) return cache.clear();
  const id = Number(match[2]);
  if (match[1] === 's') cache.forgetSession(id);
  else cache.forgetUser(id);
}
