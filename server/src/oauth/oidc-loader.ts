import { runInThisContext } from 'node:vm';
import type * as OidcProvider from 'oidc-provider';

export type OidcModule = typeof OidcProvider;

type CreateRequire = (path: string) => (id: string) => unknown;

/**
 * oidc-provider is an ES module only, and the server is CommonJS. Node 24 loads ES modules with
 * require(), so it is loaded through Node's own require. Under Jest, `require`, `node:module` and
 * `process.getBuiltinModule` are Jest's stand-ins, which load ES modules only with
 * --experimental-vm-modules; the expression below is evaluated in Node's main context, where
 * they are Node's. In the app it gives the same function as a plain `createRequire`.
 */
export function loadOidcProvider(): OidcModule {
  const createRequire = runInThisContext(`process.getBuiltinModule('node:module').createRequire`) as CreateRequire;
  return createRequire(__filename)('oidc-provider') as OidcModule;
}

/**
 * The configuration in the realm of oidc-provider's code. The library tells plain objects from
 * class instances by their prototype, which under Jest (a separate realm for the tests) is not
 * Node's `Object.prototype`; copying plain objects and arrays into Node's realm fixes that. In
 * the app both realms are one and this is a plain copy.
 */
export function inProviderRealm<T>(value: T): T {
  const HostObject = runInThisContext('Object') as ObjectConstructor;
  const HostArray = runInThisContext('Array') as ArrayConstructor;
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v instanceof HostArray ? v : HostArray.from(v, copy);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      const out = new HostObject() as Record<string, unknown>;
      for (const [k, inner] of Object.entries(v)) out[k] = copy(inner);
      return out;
    }
    return v;
  };
  return copy(value) as T;
}
