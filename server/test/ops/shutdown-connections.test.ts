import { Agent, request as httpRequest } from 'node:http';
import { connect, Socket } from 'node:net';
import { ApiProcess, startApiProcess } from '../support/api-process';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';
import { readyPost } from '../media/media-support';
import { lockPostRow, PostRowLock } from './row-lock';

jest.setTimeout(120_000);

/** Well under the 25 s shutdown limit, well over what a clean stop takes (about a second). */
const PROMPT_EXIT_MS = 8_000;

function openSilentConnection(url: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve({ socket, closed: new Promise((r) => socket.once('close', () => r())) }));
    socket.once('error', reject);
  });
}

/** A POST on a keep-alive connection; resolves with the status, the body, and when the server closed the connection. */
function keepAlivePost(url: string, token: string, body: unknown): Promise<{ status: number; body: string; closed: Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (res) => {
      const socket = res.socket;
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, closed }));
    });
    req.once('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * A deploy's SIGTERM must not wait for clients to hang up. Node's server.close() closes only the
 * connections idle at that instant; before, a connection opened but not used yet, or one whose
 * request was still running (kept alive after its answer), held the process until the 25 s limit
 * and it exited 1.
 */
describe('graceful shutdown: open connections do not hold the process', () => {
  let t: TestApp;
  let api: ApiProcess | undefined;
  let lock: PostRowLock | undefined;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await lock?.end();
    lock = undefined;
    if (api?.proc.child.exitCode === null) await api.stop();
    api = undefined;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a connection the client opened without sending a request: closed by the server, the process exits 0 at once', async () => {
    api = await startApiProcess(t, { LOG_LEVEL: 'info' });
    const spare = await openSilentConnection(api.url);

    const started = Date.now();
    api.proc.child.kill('SIGTERM');
    expect(await api.proc.exit(PROMPT_EXIT_MS)).toBe(0);
    expect(Date.now() - started).toBeLessThan(PROMPT_EXIT_MS);
    await spare.closed;
    expect(api.proc.stdout()).toContain('"msg":"stopped"');
  });

  it('a keep-alive request running at SIGTERM gets its answer, then its connection is closed and the process exits 0', async () => {
    const alice = await createMember(t);
    const postId = await readyPost(t, alice.userId);
    api = await startApiProcess(t, { LOG_LEVEL: 'info' });

    // Hold the post's row so that the comment is still running when the signal comes.
    lock = await lockPostRow(t, postId);
    const answer = keepAlivePost(`${api.url}/api/posts/${postId}/new-comment`, alice.token, { content: 'Amen to that' });
    await lock.waited();

    api.proc.child.kill('SIGTERM');
    await api.proc.waitFor(/"msg":"shutting down"/, 10_000);
    await lock.release();

    const released = Date.now();
    const { status, body, closed } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(body)).toMatchObject({ comment: { content: 'Amen to that' } });
    await closed;
    expect(await api.proc.exit(PROMPT_EXIT_MS)).toBe(0);
    expect(Date.now() - released).toBeLessThan(PROMPT_EXIT_MS);
    expect(api.proc.stdout()).toContain('"msg":"stopped"');
  });
});
