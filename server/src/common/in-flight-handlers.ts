/**
 * Counts the route handlers running, so that shutdown can wait for them after the HTTP server has
 * closed and before the database and Redis connections close. The server's own close waits only
 * for open connections: a handler whose client has gone (a closed tab, a timed-out proxy) keeps
 * running with no connection left, and would have its transaction cut when the pool closed.
 *
 * Handlers are wrapped where Fastify registers them (its onRoute hook) rather than by a Nest
 * interceptor: a global interceptor switches on Nest's interceptor pipeline (rxjs, async
 * resources) for every request, a cost the cheapest endpoints would feel; this is a counter.
 */
export class InFlightHandlers {
  private running = 0;
  private waiting: Array<() => void> = [];

  get count(): number {
    return this.running;
  }

  /** The handler, counted from its call until its promise settles (or its return, when it returns no promise). */
  wrap<T, A extends unknown[], R>(handler: (this: T, ...args: A) => R): (this: T, ...args: A) => R {
    const counter = this;
    return function counted(this: T, ...args: A): R {
      counter.running++;
      let result: R;
      try {
        result = handler.apply(this, args);
      } catch (err) {
        counter.finished();
        throw err;
      }
      if (result instanceof Promise) return result.finally(() => counter.finished()) as R;
      counter.finished();
      return result;
    };
  }

  private finished(): void {
    this.running--;
    if (this.running === 0) for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Resolves true once no handler runs, or false after `ms` with some still running. */
  idle(ms: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== done);
        resolve(false);
      }, ms);
      this.waiting.push(done);
    });
  }
}
