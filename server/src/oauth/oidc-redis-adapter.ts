import type Redis from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { redisKeys } from '../redis/keys';

/** Records issued under a grant: revoking the grant (disconnect, reuse of a rotated refresh token) deletes them all. */
const GRANT_BOUND = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
/** Records used once (codes, rotated refresh tokens): kept as a hash whose `consumed` field is set atomically. */
const CONSUMABLE = new Set(['AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

const CONSUME_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('hset', KEYS[1], 'consumed', ARGV[1]) end return 0`;

/** What the OAuth module learns about grants as the protocol library saves and deletes them. */
export interface GrantMirror {
  destroyed(grantId: string): Promise<void>;
}

/**
 * oidc-provider's storage on Redis: tokens, codes, grants, interactions and sessions must outlive a
 * restart and be seen by every API replica. Records expire with the library's TTLs. Registered
 * apps (the `Client` model) come from PostgreSQL instead, through `findClient`.
 */
export function redisAdapterFactory(redis: Redis, findClient: (id: string) => Promise<AdapterPayload | undefined>, grants: GrantMirror) {
  return class OidcRedisAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return redisKeys.oauthRecord(this.model, id);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (this.model === 'Client') return;
      const key = this.key(id);
      const multi = redis.multi();
      if (CONSUMABLE.has(this.model)) {
        multi.del(key);
        multi.hset(key, { payload: JSON.stringify(payload) });
        if (expiresIn) multi.expire(key, expiresIn);
      } else if (expiresIn) {
        multi.set(key, JSON.stringify(payload), 'EX', expiresIn);
      } else {
        multi.set(key, JSON.stringify(payload));
      }
      if (GRANT_BOUND.has(this.model) && payload.grantId) {
        const grantKey = redisKeys.oauthGrantTokens(payload.grantId);
        multi.rpush(grantKey, key);
        // The list lives as long as its longest-lived token.
        const ttl = await redis.ttl(grantKey);
        if (expiresIn && expiresIn > ttl) multi.expire(grantKey, expiresIn);
      }
      if (this.model === 'Session' && payload.uid) multi.set(redisKeys.oauthSessionUid(payload.uid), id, 'EX', expiresIn || 3600);
      await multi.exec();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return findClient(id);
      const key = this.key(id);
      if (CONSUMABLE.has(this.model)) {
        const hash = await redis.hgetall(key);
        if (!hash.payload) return undefined;
        const payload = JSON.parse(hash.payload) as AdapterPayload;
        return hash.consumed ? { ...payload, consumed: Number(hash.consumed) } : payload;
      }
      const data = await redis.get(key);
      return data ? (JSON.parse(data) as AdapterPayload) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(redisKeys.oauthSessionUid(uid));
      return id ? this.find(id) : undefined;
    }

    findByUserCode(): Promise<AdapterPayload | undefined> {
      // The device flow is off.
      return Promise.resolve(undefined);
    }

    async destroy(id: string): Promise<void> {
      await redis.del(this.key(id));
      if (this.model === 'Grant') await grants.destroyed(id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const grantKey = redisKeys.oauthGrantTokens(grantId);
      const keys = await redis.lrange(grantKey, 0, -1);
      const multi = redis.multi();
      // The listed keys carry no deployment prefix: the client adds it to each command's keys.
      for (const key of keys) multi.del(key);
      multi.del(grantKey);
      await multi.exec();
    }

    async consume(id: string): Promise<void> {
      // Only a record that still exists (an expired one must not come back without its TTL).
      await redis.eval(CONSUME_SCRIPT, 1, this.key(id), Math.floor(Date.now() / 1000));
    }
  };
}
