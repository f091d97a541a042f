// Serves the example: its files, the SDK's ES module build as ./vendor/pen-sdk/ and
// ./config.json. `node serve.mjs [port]` (default 8080) with PEN_URL and PEN_CLIENT_ID set; the
// browser test (client/e2e/oauth-example.e2e.ts) uses startExampleServer.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sdkDist = join(here, '..', '..', 'sdk', 'dist');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json' };

export function startExampleServer({ port = 0, penUrl, clientId }) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (path.includes('..')) return res.writeHead(400).end();
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'] });
      return res.end(JSON.stringify({ penUrl, clientId: typeof clientId === 'function' ? clientId() : clientId }));
    }
    const file = path.startsWith('/vendor/pen-sdk/') ? join(sdkDist, path.slice('/vendor/pen-sdk/'.length)) : join(here, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startExampleServer({ port: Number(process.argv[2] ?? 8080), penUrl: process.env.PEN_URL, clientId: process.env.PEN_CLIENT_ID });
  console.log(`Prayer wall example on ${url} (register this address as the app's redirect URI)`);
}
