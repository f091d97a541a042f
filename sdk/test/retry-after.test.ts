import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPenClient, errorMessage, parseRetryAfter, PenApiError, retryAfterSeconds, type SendResetPasswordLinkErrors } from '../src';

describe('Retry-After of a refused call, against a real HTTP server', () => {
  let server: Server;
  let answer: { status: number; retryAfter?: string } = { status: 429 };
  let pen: ReturnType<typeof createPenClient>;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      if (answer.retryAfter !== undefined) res.setHeader('retry-after', answer.retryAfter);
      res.end(JSON.stringify({ statusCode: answer.status, message: 'Maximum attempts reached. Please try again later.', error: 'Too Many Requests' }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    pen = createPenClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const refused = async (): Promise<PenApiError<SendResetPasswordLinkErrors>> => {
    try {
      await pen.auth.sendResetPasswordLink({ body: { email: 'anna@example.com' } });
    } catch (err) {
      if (err instanceof PenApiError) return err;
      throw err;
    }
    throw new Error('the call was not refused');
  };

  it('tells how many seconds the server asked to wait, with the message', async () => {
    answer = { status: 429, retryAfter: '42' };
    const err = await refused();
    expect(err.status).toBe(429);
    expect(err.retryAfterSeconds).toBe(42);
    expect(err.url).toBe('/api/auth/send-reset-password-link');
    expect(retryAfterSeconds(err)).toBe(42);
    expect(errorMessage(err, 'fallback')).toBe('Maximum attempts reached. Please try again later.');
  });

  it('reads an HTTP date as seconds from now', async () => {
    const now = Date.now();
    answer = { status: 503, retryAfter: new Date(now + 90_000).toUTCString() };
    const seconds = (await refused()).retryAfterSeconds!;
    expect(seconds).toBeGreaterThanOrEqual(88);
    expect(seconds).toBeLessThanOrEqual(90);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(90);
  });

  it('is undefined when the server named no time', async () => {
    answer = { status: 429 };
    expect(retryAfterSeconds(await refused())).toBeUndefined();
    expect(retryAfterSeconds(new Error('not an API error'))).toBeUndefined();
  });
});
