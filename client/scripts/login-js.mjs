// The JavaScript a fresh visit to /login loads (issue 41: it may grow by at most 15 KB gzip against
// commit 715d16c). Serves a built client (default client/dist) from a small static server whose API
// answers every call with 401 (a visitor without a session), opens /login in Chromium without any
// stored state, and sums, for every .js response, the gzip size (zlib level 9, as `gzip -9` and
// build/precompress.ts) of the file it came from.
//   node client/scripts/login-js.mjs [distDir] [--json] [--locale=fi-FI]
// The browser test e2e/login-budget.e2e.ts checks the same sum against the built server.
import { chromium } from '@playwright/test';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const json = args.includes('--json');
const locale = args.find((a) => a.startsWith('--locale='))?.slice('--locale='.length) ?? 'en-US';
const dist = resolve(args.find((a) => !a.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml' };

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401,"message":"Unauthorized"}');
    return;
  }
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const rows = [...scripts].sort().map((path) => {
    const source = readFileSync(join(dist, path));
    return { path, bytes: source.length, gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length };
  });
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  if (json) console.log(JSON.stringify({ scripts: rows.length, gzip: total, rows }, null, 2));
  else {
    for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KiB  ${r.path}`);
    console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB gzip in ${rows.length} scripts (${total} bytes)`);
  }
} finally {
  await browser.close();
  server.close();
}
