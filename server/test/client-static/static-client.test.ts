import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp } from '../support/test-app';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add and undo Accept-Encoding itself). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const INDEX = '<!doctype html><html><head><title>Pen</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('Pen '.repeat(2000))});`;

describe('the built web client: pre-compressed files and cache headers', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'pen-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("push", () => undefined);');
    t = await startTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a script to a browser that accepts it, with a year of immutable caching', async () => {
    const res = await rawGet(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await rawGet(t.url, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, still varying on Accept-Encoding, when no compression is accepted', async () => {
    const res = await rawGet(t.url, '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('does not publish the compressed copies under their own names', async () => {
    const res = await rawGet(t.url, '/assets/index-abc123.js.br');
    expect(res.status).toBe(404);
  });

  it('revalidates index.html and files outside /assets on every use', async () => {
    for (const path of ['/', '/sw.js']) {
      const res = await rawGet(t.url, path, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers client routes with index.html (no-cache) and unknown files or API paths with 404', async () => {
    const page = await rawGet(t.url, '/dashboard', { 'accept-encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // Sent from disk (sendFile), so compressed on the fly for a client that accepts it.
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    expect((await rawGet(t.url, '/dashboard')).body.toString()).toBe(INDEX);
    expect((await rawGet(t.url, '/assets/missing-123.js')).status).toBe(404);
    expect((await rawGet(t.url, '/api/no-such-route')).status).toBe(404);
  });

  it('answers machine paths (/.well-known, /oauth, /api) in JSON, never with the web app’s page; the consent page is the app’s (issue 45)', async () => {
    for (const path of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
      const res = await rawGet(t.url, path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body.toString())).toMatchObject({ issuer: t.settings.publicUrl });
    }
    for (const path of ['/.well-known/webfinger', '/oauth', '/oauth/par', '/oauth/session/end', '/api', '/api/no-such-route']) {
      const res = await rawGet(t.url, path);
      expect([path, res.status, res.headers['content-type']]).toEqual([path, 404, expect.stringMatching(/^application\/json/)]);
      expect(JSON.parse(res.body.toString())).toMatchObject({ statusCode: 404 });
    }
    const consent = await rawGet(t.url, '/oauth/consent/abc123');
    expect(consent.status).toBe(200);
    expect(consent.body.toString()).toBe(INDEX);
  });
});
