import { InFlightHandlers } from './in-flight-handlers';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('InFlightHandlers', () => {
  it('counts an async handler until its promise settles, and passes its this, arguments and result through', async () => {
    const handlers = new InFlightHandlers();
    const work = deferred<string>();
    const seen: unknown[] = [];
    const wrapped = handlers.wrap(function (this: { name: string }, a: number, b: number) {
      seen.push(this.name, a, b);
      return work.promise;
    });
    const answer = wrapped.call({ name: 'fastify' }, 1, 2);
    expect(seen).toEqual(['fastify', 1, 2]);
    expect(handlers.count).toBe(1);
    work.resolve('done');
    await expect(answer).resolves.toBe('done');
    expect(handlers.count).toBe(0);
  });

  it('stops counting a handler that rejects or throws, and passes the error on', async () => {
    const handlers = new InFlightHandlers();
    const failing = handlers.wrap(() => Promise.reject(new Error('db down')));
    await expect(failing()).rejects.toThrow('db down');
    const throwing = handlers.wrap(() => {
      throw new Error('bad');
    });
    expect(() => throwing()).toThrow('bad');
    expect(handlers.count).toBe(0);
  });

  it('counts a handler that returns no promise only while it runs', () => {
    const handlers = new InFlightHandlers();
    expect(handlers.wrap(() => 42)()).toBe(42);
    expect(handlers.count).toBe(0);
  });

  it('idle() waits for the last running handler', async () => {
    const handlers = new InFlightHandlers();
    const first = deferred<void>();
    const second = deferred<void>();
    const a = handlers.wrap(() => first.promise)();
    const b = handlers.wrap(() => second.promise)();
    let idle = false;
    const waiting = handlers.idle(5_000).then((v) => (idle = v));
    first.resolve();
    await a;
    expect(idle).toBe(false);
    second.resolve();
    await b;
    await waiting;
    expect(idle).toBe(true);
    await expect(handlers.idle(5_000)).resolves.toBe(true);
  });

  it('idle() answers false after its time limit when a handler still runs', async () => {
    const handlers = new InFlightHandlers();
    const stuck = deferred<void>();
    const run = handlers.wrap(() => stuck.promise)();
    await expect(handlers.idle(20)).resolves.toBe(false);
    expect(handlers.count).toBe(1);
    stuck.resolve();
    await run;
    expect(handlers.count).toBe(0);
  });
});
