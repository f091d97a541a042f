import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';
import { useApiBase } from '../../src/lib/sdk';
import { setAccessToken } from '../../src/lib/session';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, without its "?" ("" when none). */
  query: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Route = (req: RecordedRequest) => { status: number; body?: unknown };

/**
 * A real HTTP server standing in for the API paths a component test needs, with the SDK pointed
 * at it, so the component goes through the SDK and fetch exactly as in the browser. Every request
 * is recorded.
 */
export async function startApiServer(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const [path, query = ''] = (req.url ?? '/').split('?');
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query, headers: req.headers, body: raw ? (JSON.parse(raw) as unknown) : undefined };
      requests.push(recorded);
      const route = routes[`${recorded.method} ${path}`];
      const answer = route ? route(recorded) : { status: 404, body: { statusCode: 404, message: `Cannot ${recorded.method} ${path}`, error: 'Not Found' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  useApiBase(url);
  return {
    url,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned JWT-shaped token whose payload expires in `seconds` (the SDK reads only `exp`). */
export function tokenExpiringIn(seconds: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: 1, sid: 1, exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url');
  return `e30.${payload}.sig`;
}

type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

/**
 * For a file of component tests against the API: each test runs signed in, with the alert's
 * sound silenced (jsdom plays none), and the server it started with `start` closed after it.
 */
export function apiServerPerTest(): { start: (routes: Record<string, Route>) => Promise<ApiServer> } {
  let current: ApiServer | undefined;
  beforeEach(() => {
    setAccessToken(tokenExpiringIn(900));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(async () => {
    setAccessToken(null);
    vi.restoreAllMocks();
    await current?.close();
    current = undefined;
  });
  return { start: async (routes) => (current = await startApiServer(routes)) };
}
