import { createHash } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, createPenClient, createPkcePair, exchangeCode, items, OAuthError, PenApiError, type NotificationEvent } from '../src';

describe('notification stream against a real HTTP server', () => {
  let server: Server;
  let baseUrl = '';
  let tickets = 0;
  let connections = 0;
  let ticketStatus = 201;
  let streamStatus = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/api/noti/stream-ticket') {
        tickets += 1;
        res.writeHead(ticketStatus, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(ticketStatus === 201 ? { ticket: `t${tickets}` } : { statusCode: ticketStatus, message: 'no', error: 'no' }));
      }
      if (req.url?.startsWith('/api/noti/stream?ticket=')) {
        connections += 1;
        if (streamStatus !== 200) {
          res.writeHead(streamStatus, { 'content-type': 'application/json', 'retry-after': '0' });
          return res.end(JSON.stringify({ statusCode: streamStatus, message: 'Too many open notification streams', error: 'x' }));
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        // Split across writes and with a comment line, as a real stream may be.
        res.write(`retry: 5000\nevent: ready\ndata: {"unreadCount":${connections}}\n\n: heartbeat\n\nevent: notif`);
        setTimeout(() => {
          res.write(`ication\ndata: {"notification":{"id":7},"unreadCount":3}\n\nevent: unread\r\ndata: {"unreadCount":0}\r\n\r\n`);
          // The server drops every connection after these events: the client must reconnect.
          res.end();
        }, 20);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('yields typed events, reconnects with a new ticket and doubling pauses, and stops on abort', async () => {
    tickets = connections = 0;
    ticketStatus = 201;
    streamStatus = 200;
    const pen = createPenClient({ baseUrl, auth: { apiKey: 'pen_x' } });
    const controller = new AbortController();
    const events: NotificationEvent[] = [];
    const pauses: number[] = [];
    for await (const event of pen.notifications.stream({ signal: controller.signal, minDelayMs: 10, onReconnect: ({ delayMs }) => pauses.push(delayMs) })) {
      events.push(event);
      if (events.length === 6) controller.abort();
    }
    expect(events.slice(0, 3)).toEqual([
      { type: 'ready', unreadCount: 1 },
      { type: 'notification', notification: { id: 7 }, unreadCount: 3 },
      { type: 'unread', unreadCount: 0 },
    ]);
    expect(events[3]).toEqual({ type: 'ready', unreadCount: 2 });
    expect(tickets).toBe(2);
    // Events reset the back-off: each drop after a good connection waits the minimum again.
    expect(pauses).toEqual([10]);
  });

  it('backs off exponentially while the server refuses, and ends on a 401', async () => {
    tickets = connections = 0;
    streamStatus = 429;
    const pen = createPenClient({ baseUrl, auth: { apiKey: 'pen_x' } });
    const pauses: number[] = [];
    const iterator = pen.notifications.stream({
      minDelayMs: 5,
      maxDelayMs: 20,
      onReconnect: ({ delayMs }) => {
        pauses.push(delayMs);
        if (pauses.length === 4) ticketStatus = 401;
      },
    });
    const err = await (async () => {
      for await (const _ of iterator) void _;
    })().catch((e: unknown) => e);
    expect(pauses).toEqual([5, 10, 20, 20]);
    expect(err).toBeInstanceOf(PenApiError);
    expect((err as PenApiError).status).toBe(401);
  });
});

describe('PKCE and paging helpers', () => {
  it('makes an S256 pair and the authorize URL', async () => {
    const pair = await createPkcePair();
    expect(pair.codeVerifier).toMatch(/^[\w-]{43}$/);
    expect(pair.codeChallenge).toBe(createHash('sha256').update(pair.codeVerifier).digest('base64url'));
    const url = new URL(buildAuthorizeUrl({ baseUrl: 'https://pen.example/', clientId: 'c1', redirectUri: 'https://app.example/cb', scopes: ['read', 'notifications'], state: 'st', codeChallenge: pair.codeChallenge }));
    expect(url.origin + url.pathname).toBe('https://pen.example/oauth/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'c1',
      redirect_uri: 'https://app.example/cb',
      scope: 'read notifications',
      state: 'st',
      code_challenge: pair.codeChallenge,
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code through the given fetch and reports OAuth errors', async () => {
    const bodies: string[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      const form = new URLSearchParams(String(init.body));
      return form.get('code') === 'good'
        ? Response.json({ access_token: 'at', refresh_token: 'rt', expires_in: 3600, token_type: 'Bearer', scope: 'read' })
        : Response.json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, { status: 400 });
    }) as typeof fetch;
    const base = { baseUrl: 'https://pen.example', clientId: 'c1', redirectUri: 'https://app.example/cb', codeVerifier: 'v', fetch: fakeFetch };
    expect(await exchangeCode({ ...base, code: 'good' })).toEqual({ accessToken: 'at', refreshToken: 'rt', expiresIn: 3600, scope: 'read', tokenType: 'Bearer' });
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({ grant_type: 'authorization_code', code: 'good', redirect_uri: 'https://app.example/cb', client_id: 'c1', code_verifier: 'v' });
    const err = await exchangeCode({ ...base, code: 'bad' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OAuthError);
    expect(err).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('walks cursor pages until nextCursor is null, and stops early on break', async () => {
    const asked: Array<string | undefined> = [];
    const fetchPage = async (cursor: string | undefined) => {
      asked.push(cursor);
      const n = cursor ? Number(cursor) : 0;
      return { posts: [n * 2, n * 2 + 1], nextCursor: n < 2 ? String(n + 1) : null };
    };
    const all: number[] = [];
    for await (const p of items(fetchPage, 'posts')) all.push(p);
    expect(all).toEqual([0, 1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, '1', '2']);
    asked.length = 0;
    for await (const p of items(fetchPage, 'posts')) if (p === 1) break;
    expect(asked).toEqual([undefined]);
  });
});
