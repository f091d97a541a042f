/**
 * While media shown on screen is still being processed, the lists it came from are fetched
 * again now and then, so the photo or video appears by itself once the worker is done (the
 * author lands on the feed right after sharing, usually before processing ends). Every pending
 * gallery on screen shares one timer: ten pending posts do not mean ten times the requests.
 */

/** Quick at first (an image takes a second or two), then slower (a long video takes minutes). */
const DELAYS_MS = [2_000, 3_000, 4_000, 5_000, 8_000, 10_000, 15_000];
const LATER_MS = 30_000;
const QUICK_PHASE_MS = 2 * 60 * 1000;

/** How long to wait before refresh number `attempt` (0-based), `elapsedMs` after watching began. Pure. */
export function refreshDelay(attempt: number, elapsedMs: number): number {
  if (elapsedMs >= QUICK_PHASE_MS) return LATER_MS;
  return DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)];
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export class ProcessingRefresher {
  private watchers = 0;
  private attempt = 0;
  private startedAt = 0;
  private timer: unknown;

  constructor(
    private readonly refresh: () => void,
    private readonly clock: Clock = realClock,
  ) {}

  /** A pending gallery is on screen; call the answer when it is gone or ready. */
  watch(): () => void {
    this.watchers++;
    if (this.watchers === 1) {
      this.attempt = 0;
      this.startedAt = this.clock.now();
      this.schedule();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.watchers--;
      if (this.watchers === 0) this.clock.clearTimeout(this.timer);
    };
  }

  private schedule(): void {
    const delay = refreshDelay(this.attempt, this.clock.now() - this.startedAt);
    this.timer = this.clock.setTimeout(() => {
      this.attempt++;
      this.refresh();
      if (this.watchers > 0) this.schedule();
    }, delay);
  }
}
