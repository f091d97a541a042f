import { Logger } from '@nestjs/common';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #27: query strings carry secrets (verification and reset tokens, unsubscribe tokens,
 * stream tickets) and were written to the logs with every URL. The app's own output is
 * captured here as an operator's log collector would read it.
 */
describe('secrets in URLs stay out of the logs (issue #27)', () => {
  let t: TestApp;
  const lines: string[] = [];
  let write: jest.SpyInstance;

  beforeAll(async () => {
    const realWrite = process.stdout.write.bind(process.stdout);
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (realWrite as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    // debug: every answer is logged with its URL, the most the logs ever hold.
    t = await startTestApp({ LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await t?.close();
    write?.mockRestore();
  });

  const logged = (reqId: string) =>
    lines
      .filter((l) => l.includes(reqId))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.reqId === reqId);

  async function get(method: string, path: string, reqId: string): Promise<number> {
    const res = await fetch(`${t.url}${path}`, { method, headers: { 'x-request-id': reqId } });
    await res.arrayBuffer();
    await new Promise((r) => setImmediate(r));
    return res.status;
  }

  it('logs the path of each answer without its query string', async () => {
    const requests: Array<[string, string, string]> = [
      ['GET', '/api/auth/verify-email?token=SECRET-verify-0123456789', 'log-verify'],
      ['GET', '/api/noti/stream?ticket=SECRET-ticket-abcdefghijklmnopq', 'log-stream'],
      ['POST', '/api/noti/unsubscribe?token=SECRET-unsubscribe-xyz&lang=fi', 'log-unsubscribe'],
      ['GET', '/api/auth/verify-email?token=SECRET-encoded%3Dvalue', 'log-encoded'],
    ];
    for (const [method, path, reqId] of requests) {
      const status = await get(method, path, reqId);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(logged(reqId)).toEqual([expect.objectContaining({ context: 'HTTP', method, url: `${path.split('?')[0]}?…`, status })]);
    }
    expect(lines.join('')).not.toContain('SECRET');
  });

  it('logs a failing request (500) without its query string', async () => {
    // A real failure: the table the token is looked up in is gone.
    await t.db.query('ALTER TABLE email_tokens RENAME TO email_tokens_away');
    try {
      expect(await get('GET', '/api/auth/verify-email?token=SECRET-when-failing-42', 'log-failure')).toBe(500);
    } finally {
      await t.db.query('ALTER TABLE email_tokens_away RENAME TO email_tokens');
    }
    const entries = logged('log-failure');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', url: '/api/auth/verify-email?…', stack: expect.any(String) }),
        expect.objectContaining({ level: 'info', url: '/api/auth/verify-email?…', status: 500 }),
      ]),
    );
    expect(lines.join('')).not.toContain('SECRET');
  });

  it('hides the values of query strings that reach any other log message', () => {
    const from = lines.length;
    new Logger('Mail').error('could not send https://pen.example/reset-password?token=SECRET-in-a-message&lang=fi to a member');
    const line = lines.slice(from).join('');
    expect(JSON.parse(line)).toMatchObject({ level: 'error', context: 'Mail', msg: 'could not send https://pen.example/reset-password?token=…&lang=… to a member' });
    expect(line).not.toContain('SECRET');
  });
});
