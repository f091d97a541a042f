import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { http, startTestApp, TestApp } from './support/test-app';

/** GET with an exact accept-encoding (fetch always asks for compression and hides it). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('foundation: ping, health, validation, errors, docs, public content', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
  });
  afterAll(() => t.close());

  it('answers GET /api/ping with ok and a request id header', async () => {
    const res = await call<{ status: string; time: string }>('GET', '/api/ping');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(new Date(res.body.time).getTime()).not.toBeNaN();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('compresses JSON answers for clients that accept it, and only for them', async () => {
    const plain = await rawGet(`${t.url}/api/docs-json`);
    expect(plain.encoding).toBeUndefined();
    const document = JSON.parse(plain.body.toString('utf8'));
    const br = await rawGet(`${t.url}/api/docs-json`, 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(document);
    const gzip = await rawGet(`${t.url}/api/docs-json`, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(document);
    // Small answers are not worth it.
    expect((await rawGet(`${t.url}/api/ping`, 'br')).encoding).toBeUndefined();
  });

  it('keeps a request id given by the caller', async () => {
    const res = await call('GET', '/api/ping', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('reports database and Redis as up on /api/health', async () => {
    const res = await call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('sends the API set of security headers on API answers, errors included', async () => {
    const res = await call('GET', '/api/ping');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // Page-only headers are not sent with JSON.
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    for (const path of ['/api/posts/feed', '/api/no-such-thing']) {
      const other = await call('GET', path);
      expect(other.status).toBeGreaterThanOrEqual(400);
      expect(other.headers.get('content-security-policy')).toBe(res.headers.get('content-security-policy'));
      expect(other.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("sends a page's security headers with pages served under /api (Swagger UI, the unsubscribe page)", async () => {
    for (const path of ['/api/docs', '/api/noti/unsubscribe?token=not-a-token']) {
      const page = await call('GET', path);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('serves the latest terms of service seeded by migration, and a newer version once stored', async () => {
    const first = await call<{ content: string; version: number }>('GET', '/api/auth/latest-terms-of-service');
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(first.body.content).toContain('Terms of Service');
    expect(first.body.content).toContain('\n');
    await t.db.query(`INSERT INTO terms_of_service (version, content) VALUES (2, 'Second terms\nline two')`);
    const second = await call<{ content: string; version: number }>('GET', '/api/auth/latest-terms-of-service');
    expect(second.body).toMatchObject({ version: 2, content: 'Second terms\nline two' });
  });

  it('answers 404 Content not found when no terms exist', async () => {
    await t.db.query('DELETE FROM terms_of_service');
    const res = await call('GET', '/api/auth/latest-terms-of-service');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Content not found', error: 'Not Found' });
  });

  it('lists only announcements whose window contains now', async () => {
    await t.db.query(`
      INSERT INTO announcements (message, display_from, display_until) VALUES
        ('current', now() - interval '1 hour', now() + interval '1 hour'),
        ('past', now() - interval '2 days', now() - interval '1 day'),
        ('future', now() + interval '1 day', now() + interval '2 days')`);
    const res = await call<{ announcements: Array<{ message: string }> }>('GET', '/api/noti/public-announcements');
    expect(res.status).toBe(200);
    expect(res.body.announcements.map((a) => a.message)).toEqual(['current']);
  });

  it('publishes the OpenAPI document with bearer auth at /api/docs-json', async () => {
    const res = await call('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    const doc = res.body as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.components.securitySchemes.bearer).toBeDefined();
    expect(Object.keys(doc.paths)).toContain('/api/ping');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
