import Redis from 'ioredis';
import { startTestApp, TestApp } from '../support/test-app';
import { linkIn, register, send } from './accounts-helpers';

/** Every value stored under the app's Redis prefix, as text, whatever the key's type. */
async function everythingStored(redis: Redis, prefix: string): Promise<string[]> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      // ioredis 6.0.0 types zrange's stop as a string (a number is allowed again after 6.0.0).
      else if (type === 'zset') value = await redis.zrange(key, 0, '-1');
      else if (type === 'stream') value = await redis.xrange(key, '-', '+');
      out.push(`${key} ${JSON.stringify(value)}`);
    }
  } while (cursor !== '0');
  return out;
}

describe('mail jobs do not keep their links in Redis', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await startTestApp();
    redis = new Redis(t.settings.redisUrl);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('once the verification and reset mails are sent, no key under the prefix holds their tokens', async () => {
    const r = await register(t);
    expect((await send(t, 'POST', '/api/auth/send-reset-password-link', { body: { email: r.email } })).status).toBe(200);
    const verify = linkIn(await t.mailbox.waitFor(r.email, (m) => m.subject.includes('Verify')), '/verifmail').searchParams.get('token')!;
    const reset = linkIn(await t.mailbox.waitFor(r.email, (m) => m.subject.includes('Reset')), '/reset-password').searchParams.get('token')!;

    // The job ends just after the SMTP server took the mail: allow it a moment (a loaded machine is slow).
    let holding: string[] = [];
    for (let i = 0; i < 150; i++) {
      holding = (await everythingStored(redis, t.settings.redisPrefix)).filter((v) => v.includes(verify) || v.includes(reset));
      if (holding.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(holding).toEqual([]);
    // Both links still work: only the copies in Redis are gone.
    expect((await send(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(verify)}`)).status).toBe(200);
  });
});
