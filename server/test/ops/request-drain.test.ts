import { ApiProcess, startApiProcess } from '../support/api-process';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { readyPost } from '../media/media-support';
import { lockPostRow, PostRowLock } from './row-lock';
import { sleep } from './support';

jest.setTimeout(120_000);

/**
 * A deploy stops an API process while a handler still runs for a client that has already gone
 * (a closed tab, a proxy that timed out). The HTTP server closes at once, since that request
 * holds no connection any more; the handler must still finish its transaction before the
 * database pool closes. Before, the pool was closed under it: "Connection terminated", and the
 * member's comment was lost.
 */
describe('graceful shutdown: a handler whose client has left keeps its database until it ends', () => {
  let t: TestApp;
  let api: ApiProcess | undefined;
  let lock: PostRowLock | undefined;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await lock?.end();
    if (api?.proc.child.exitCode === null) await api.stop();
    await t?.close();
  });

  it('SIGTERM while a new comment waits for a lock, its client gone: the comment is saved and the process exits 0 without errors', async () => {
    const alice = await createMember(t);
    const postId = await readyPost(t, alice.userId);
    api = await startApiProcess(t, { LOG_LEVEL: 'info' });

    // Hold the post's row so that the comment's transaction waits inside PostgreSQL.
    lock = await lockPostRow(t, postId);

    const client = new AbortController();
    const request = fetch(`${api.url}/api/posts/${postId}/new-comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Still praying with you' }),
      signal: client.signal,
    }).then(
      () => 'answered',
      () => 'gone',
    );
    await lock.waited();
    client.abort();
    expect(await request).toBe('gone');

    api.proc.child.kill('SIGTERM');
    // The HTTP server has nothing to wait for: it closes now, and the process moves on to
    // closing its connections while the comment still waits.
    await api.proc.waitFor(/"msg":"shutting down"/, 10_000);
    await sleep(1000);
    await lock.release();

    expect(await api.proc.exit(30_000)).toBe(0);
    const { rows } = await t.db.query<{ content: string }>(`SELECT content FROM comments WHERE post_id = $1`, [postId]);
    expect(rows).toEqual([{ content: 'Still praying with you' }]);
    const output = api.proc.stdout() + api.proc.stderr();
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toMatch(/"level":"error"|Connection terminated|Cannot use a pool/);
  });
});
