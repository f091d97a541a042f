import { AsyncResource } from 'node:async_hooks';

/** Where the prototype keeps Node's own bind once replaced: core modules are shared by every test file of a jest worker, so a test cannot count on seeing the original itself. */
export const NODE_BIND = Symbol.for('pen.nodeAsyncResourceBind');

type Bindable = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Node 20's AsyncResource#bind gives every bound function a deprecated `asyncResource` accessor
 * (DEP0172), made of two util.deprecate wrappers, and that costs ~12 µs per call. Fastify binds one
 * function per request that has a body (its content-type parser), so every like, post and comment
 * paid it. This bind does the rest exactly as Node's does (the function runs in the resource's
 * async scope, with the caller's `this` or the given one, and keeps its `length`) and leaves the
 * deprecated accessor out. Installed once, before the HTTP app is built.
 */
export function installLeanAsyncResourceBind(): void {
  const proto = AsyncResource.prototype as AsyncResource & { [NODE_BIND]?: AsyncResource['bind'] };
  if (proto[NODE_BIND]) return;
  proto[NODE_BIND] = proto.bind;
  proto.bind = function bind<F extends Bindable>(this: AsyncResource, fn: F, thisArg?: unknown): F {
    if (typeof fn !== 'function') {
      throw Object.assign(new TypeError('The "fn" argument must be of type function'), { code: 'ERR_INVALID_ARG_TYPE' });
    }
    const resource = this;
    const bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return resource.runInAsyncScope(fn, this, ...args);
          }
        : (...args: unknown[]) => resource.runInAsyncScope(fn, thisArg, ...args);
    Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
    return bound as unknown as F;
  } as AsyncResource['bind'];
}
