import { request } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SMALL_BODY_LIMIT } from '../../src/common/body-limit';
import { IS_PUBLIC } from '../../src/common/decorators/public.decorator';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue #27: a 16 KB e-mail address took 0.3 s of the event loop, and the 1 MB body limit let one
 * unauthenticated request block it for minutes. Every public route, sent hostile input of the
 * shapes the input patterns are (or were) weak to, must answer a 4xx quickly.
 *
 * Server time is the app's own: with LOG_LEVEL=debug it logs each answer with `ms`, Fastify's
 * `reply.elapsedTime` from the request's arrival to the answer (create-app.ts, onResponse); the
 * test finds the line by the request id it sends. A request Node's HTTP parser refuses before
 * the app sees it (a 1 MB URL: 431) has no app time; it gets a generous wall-clock bound.
 */

const MB = 1024 * 1024;
const SERVER_MS = 100;

/** Shapes that make backtracking patterns slow, each `length` characters long. */
const SHAPES: Record<string, (length: number) => string> = {
  // The old e-mail pattern's domain part (`[^\s@]+\.[^\s@]+$`) on a run of dots, then a refusal.
  'a run of dots': (n) => `a@${'.'.repeat(n - 3)}@`,
  'dotted labels': (n) => `a@${'a.'.repeat((n - 3) >> 1)}@`,
  'repeated a@': (n) => 'a@'.repeat(n >> 1),
  // `\s+` between the words of the testimony's names ("Son of God").
  'whitespace runs': (n) => `Son${' \t'.repeat((n - 4) >> 1)}x`,
};

/** The public routes that read a JSON body: a hostile one is a 400 from their checks. */
const BODY_ROUTES = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/send-reset-password-link',
  '/api/auth/reset-password',
  '/api/auth/resend-verification-email',
];

/** Every string field of the public routes' bodies and queries. */
const FIELDS = ['email', 'password', 'newPassword', 'token', 'deviceId', 'user_name', 'bio', 'ticket'];

/** `build(n)` for the largest n whose result is at most `max` characters (escapes make input longer than n). */
function fit(build: (n: number) => string, max: number): string {
  for (let n = max; ; n = Math.floor(n * 0.9)) {
    const built = build(n);
    if (built.length <= max) return built;
  }
}

interface Route {
  method: string;
  path: string;
}

/** The routes marked @Public(), read from the running app's controllers. */
function publicRoutes(app: NestFastifyApplication): Route[] {
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const classPublic = Reflect.getMetadata(IS_PUBLIC, metatype) === true;
      const proto = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined || !(classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true)) continue;
        const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = ['api', base, sub].filter((p) => p && p !== '/').join('/');
        routes.push({ method: RequestMethod[method], path: `/${path}` });
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

interface Answer {
  status: number;
  body: string;
  wallMs: number;
}

/** One request over a fresh connection; the answer counts even when the server closes before the whole body was sent. */
function send(base: string, method: string, path: string, reqId: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'x-request-id': reqId, connection: 'close' };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, wallMs: performance.now() - started }));
      res.on('error', reject);
    });
    // EPIPE / ECONNRESET once the server answered early and closed: the answer already counts.
    req.on('error', (err) => setTimeout(() => reject(err), 1000));
    req.end(body);
  });
}

describe('hostile input on every public route (issue #27, ReDoS and body limits)', () => {
  let t: TestApp;
  let routes: Route[];
  const logLines: string[] = [];
  let write: jest.SpyInstance;
  let n = 0;

  beforeAll(async () => {
    const realWrite = process.stdout.write.bind(process.stdout);
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.startsWith('{')) logLines.push(text);
      return (realWrite as (c: string | Uint8Array, ...r: unknown[]) => boolean)(text.length > 2000 ? `${text.slice(0, 2000)}…\n` : chunk, ...rest);
    });
    // Rate limits would answer 429 before the inputs are checked; here the checks are the subject.
    t = await startTestApp({ LOG_LEVEL: 'debug', RATE_LIMITS: 'register=100000/1h,login-ip=100000/1h,login-email=100000/1h,reset-email=100000/1h,resend-email=100000/1m' });
    routes = publicRoutes(t.app);
  });
  afterAll(async () => {
    await t?.close();
    write?.mockRestore();
  });

  /** The app's time for the request with this id, from its own log line. */
  function serverMs(reqId: string): number | undefined {
    for (const line of logLines) {
      if (!line.includes(reqId)) continue;
      const entry = JSON.parse(line) as { reqId?: string; ms?: number };
      if (entry.reqId === reqId && typeof entry.ms === 'number') return entry.ms;
    }
    return undefined;
  }

  async function hit(route: Route, shape: string, target: 'body' | 'query', size: number): Promise<Answer & { ms: number | undefined; what: string }> {
    const reqId = `hostile-${++n}`;
    const make = SHAPES[shape];
    // A wildcard path (stored files) gets the shape too, short enough to leave room for the query.
    const path = route.path.replace('*', make(2048).replace(/[@\s]/g, 'x'));
    let answer: Answer;
    const each = (total: number) => Math.floor(total / FIELDS.length);
    if (target === 'body') {
      answer = await send(t.url, route.method, path, reqId, fit((m) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, make(each(m))]))), size));
    } else {
      const query = fit((m) => FIELDS.map((f) => `${f}=${encodeURIComponent(make(each(m)))}`).join('&'), size - path.length);
      answer = await send(t.url, route.method, `${path}?${query}`, reqId);
    }
    // The log line is written as the answer goes out; give the event loop a turn to write it.
    await new Promise((r) => setImmediate(r));
    return { ...answer, ms: serverMs(reqId), what: `${route.method} ${route.path} with ${shape} in the ${target} (${size} bytes)` };
  }

  /**
   * A backtracking pattern is slow every time it meets its input; a loaded machine (a collection,
   * another suite's burst) can stall any one request. An answer over SERVER_MS is tried once more,
   * and the faster of the two is the one judged: a ReDoS still fails, a one-off stall does not.
   */
  async function faster<A extends { ms: number | undefined }>(attempt: () => Promise<A>): Promise<A> {
    const first = await attempt();
    if (first.ms !== undefined && first.ms < SERVER_MS) return first;
    const second = await attempt();
    return second.ms !== undefined && (first.ms === undefined || second.ms < first.ms) ? second : first;
  }

  it('finds the public routes, the sign-in and account-recovery ones among them', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/send-reset-password-link',
        'POST /api/auth/reset-password',
        'POST /api/auth/resend-verification-email',
        'GET /api/auth/verify-email',
        'GET /api/noti/stream',
      ]),
    );
  });

  it.each(Object.keys(SHAPES))('answers a 1 MB body of %s with a 4xx within 100 ms of server time, 413 on the auth routes', async (shape) => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const a = await faster(() => hit(route, shape, 'body', MB));
      expect({ what: a.what, status: a.status >= 400 && a.status < 500 }).toEqual({ what: a.what, status: true });
      if (route.path.startsWith('/api/auth/')) {
        expect({ what: a.what, status: a.status, body: JSON.parse(a.body) as unknown }).toEqual({
          what: a.what,
          status: 413,
          body: { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' },
        });
      }
      expect({ what: a.what, ms: a.ms }).toEqual({ what: a.what, ms: expect.any(Number) });
      expect({ what: a.what, fast: a.ms! < SERVER_MS }).toEqual({ what: a.what, fast: true });
    }
  });

  it.each(Object.keys(SHAPES))('checks a body of %s just under the auth routes\' limit, in every field or only the address, within 100 ms of server time', async (shape) => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      for (const fields of [FIELDS, ['email']]) {
        const body = fit((m) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, SHAPES[shape](Math.floor(m / fields.length))]))), SMALL_BODY_LIMIT);
        const a = await faster(async () => {
          const reqId = `hostile-${++n}`;
          const answer = await send(t.url, route.method, route.path, reqId, body);
          await new Promise((r) => setImmediate(r));
          return { ...answer, ms: serverMs(reqId) };
        });
        const what = `${route.method} ${route.path} with ${shape} in ${fields.join(', ')}`;
        expect({ what, status: a.status }).toEqual({ what, status: BODY_ROUTES.includes(route.path) ? 400 : a.status });
        expect({ what, noServerError: a.status < 500 }).toEqual({ what, noServerError: true });
        expect({ what, fast: a.ms !== undefined && a.ms < SERVER_MS }).toEqual({ what, fast: true });
      }
    }
  });

  it.each(Object.keys(SHAPES))('answers every GET and HEAD route given %s in a long query and path quickly, never with a 500', async (shape) => {
    for (const route of routes.filter((r) => r.method === 'GET' || r.method === 'HEAD')) {
      // Under Node's 16 KB header limit, so the app itself reads it.
      const a = await faster(() => hit(route, shape, 'query', 12 * 1024));
      expect({ what: a.what, status: a.status < 500 }).toEqual({ what: a.what, status: true });
      expect({ what: a.what, fast: a.ms !== undefined && a.ms < SERVER_MS }).toEqual({ what: a.what, fast: true });
      // A megabyte of URL: refused by Node's HTTP parser (431) before any app code runs.
      const big = await hit(route, shape, 'query', MB);
      expect({ what: big.what, status: big.status }).toEqual({ what: big.what, status: 431 });
      expect({ what: big.what, fast: big.wallMs < 1000 }).toEqual({ what: big.what, fast: true });
    }
  });
});
