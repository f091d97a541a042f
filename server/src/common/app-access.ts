import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from './auth-user';

/**
 * Third-party access (issue #30): API keys a member makes for their own scripts, and OAuth apps
 * acting for a member. A request made with such a credential carries `AuthUser.app`; a request of
 * Pen's own web client (device session) does not, and may do everything its member may.
 */
export const FINE_APP_SCOPES = [
  'profile',
  'posts:read',
  'posts:write',
  'prayer:read',
  'prayer:write',
  'connections:read',
  'connections:write',
  'groups:read',
  'groups:write',
  'notifications:read',
] as const;
/** One permission of the fine-grained set (issue 45): what a route names as the scope it needs. */
export type FineAppScope = (typeof FINE_APP_SCOPES)[number];
/**
 * Names standing for a set of fine-grained scopes: `read` and `write` (the first scopes, issue
 * #30, still given and accepted), and `notifications` (the OAuth apps' notification scope before
 * issue 45, now the same as `notifications:read`).
 */
export type AppScopeAlias = 'read' | 'write' | 'notifications';
export type AppScope = AppScopeAlias | FineAppScope;

export interface AppAccess {
  kind: 'api_key' | 'oauth';
  /** The API key's id, or the OAuth grant's id. */
  id: string;
  /** The OAuth app's client id (rate limits and CORS are per app); the key id again for an API key. */
  clientId: string;
  scopes: readonly AppScope[];
}

/** Turns a presented credential into the member it acts for; undefined when the credential is not of its kind. */
export interface AppCredentialResolver {
  resolve(credential: string): Promise<AuthUser | undefined>;
}

/** Whether the key or grant behind an app's request still stands (not revoked, member active). */
export type AppAccessCheck = (userId: number, access: AppAccess) => Promise<boolean>;

/** Tells whether a browser origin may call the API cross-origin (CORS), e.g. a registered app's. */
export type AppOriginCheck = (origin: string) => Promise<boolean>;

/** What is left to do once the caller's transaction has committed (e.g. forget tokens kept outside PostgreSQL). */
export type AfterCommit = () => Promise<void>;

/**
 * Ends, in the caller's transaction, every credential of one kind that a member holds (their API
 * keys, their grants to OAuth apps); answers what is left for after the commit, if anything.
 */
export type AppAccessRevoker = (userId: number, m: EntityManager) => Promise<AfterCommit | undefined>;

/**
 * Where the auth module and the OAuth module meet without importing each other: the OAuth module
 * registers its access-token resolver, its apps' origins, a check that a grant still stands and
 * how to revoke a member's grants here at start; the auth guard, the CORS hook, the notification
 * stream, suspensions and account deletion ask here.
 */
@Injectable()
export class AppCredentials {
  private readonly resolvers: AppCredentialResolver[] = [];
  private readonly originChecks: AppOriginCheck[] = [];
  private readonly accessChecks = new Map<AppAccess['kind'], AppAccessCheck>();
  private readonly revokers = new Map<AppAccess['kind'], AppAccessRevoker>();

  registerResolver(resolver: AppCredentialResolver): void {
    this.resolvers.push(resolver);
  }

  registerOriginCheck(check: AppOriginCheck): void {
    this.originChecks.push(check);
  }

  /** For what outlives a request (a notification stream): the module that issues the credential says whether it still stands. */
  registerAccessCheck(kind: AppAccess['kind'], check: AppAccessCheck): void {
    this.accessChecks.set(kind, check);
  }

  /** For suspension and deletion: the module that issues the credential ends the member's. */
  registerRevoker(kind: AppAccess['kind'], revoker: AppAccessRevoker): void {
    this.revokers.set(kind, revoker);
  }

  /**
   * Revokes every API key and OAuth grant of the member inside `m` (a suspension, an account's
   * deletion: issue #38), as their sessions end; the member makes new keys and connects apps again
   * after a suspension. Call the answer once `m` has committed.
   */
  async revokeAllOf(userId: number, m: EntityManager): Promise<AfterCommit> {
    const after: AfterCommit[] = [];
    for (const revoke of this.revokers.values()) {
      const next = await revoke(userId, m);
      if (next) after.push(next);
    }
    return async () => {
      for (const next of after) await next();
    };
  }

  async stillValid(userId: number, access: AppAccess): Promise<boolean> {
    const check = this.accessChecks.get(access.kind);
    return check ? check(userId, access) : false;
  }

  async resolve(credential: string): Promise<AuthUser | undefined> {
    for (const r of this.resolvers) {
      const user = await r.resolve(credential);
      if (user) return user;
    }
    return undefined;
  }

  async originAllowed(origin: string): Promise<boolean> {
    for (const check of this.originChecks) if (await check(origin)) return true;
    return false;
  }
}
