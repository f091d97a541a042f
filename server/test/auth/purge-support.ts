import { Member } from '../support/members';
import { http, TestApp } from '../support/test-app';

/** A call as `who` that must succeed (the setup of a purge scenario, not what it asserts). */
export function succeeding(call: ReturnType<typeof http>) {
  return async <T = unknown>(method: string, path: string, who: Member, body?: Record<string, unknown>) => {
    const res = await call<T>(method, path, { token: who.token, body });
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
}

/** Deletes `member`'s account and waits until the purge job removed its row (app started with a short ACCOUNT_PURGE_DELAY_SECONDS). */
export async function deleteAndAwaitPurge(t: TestApp, member: Member): Promise<void> {
  await succeeding(http(t.url))('DELETE', '/api/auth/delete-account', member, { password: member.password });
  const deadline = Date.now() + 20_000;
  while ((await t.db.query('SELECT 1 FROM users WHERE user_id = $1', [member.userId])).rowCount) {
    if (Date.now() > deadline) throw new Error('the account was not purged');
    await new Promise((r) => setTimeout(r, 250));
  }
}
