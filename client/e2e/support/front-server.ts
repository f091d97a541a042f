import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The browser's single origin during e2e runs: the built client (a private copy of client/dist,
 * with the single-page-app fallback to index.html for client routes) and everything under /api
 * streamed to the app server unchanged (bodies, cookies, status).
 *
 * Why not let the app serve the client itself: server/src/create-app.ts registers a Fastify
 * not-found handler that Nest 11 registers again at init ("Not found handler already set"),
 * so the app does not start when a client build is present. Once that is fixed this can go.
 */
export async function startFrontServer(opts: { port: number; clientDir: string; apiPort: number }): Promise<{ stop: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (path === '/api' || path.startsWith('/api/')) {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: opts.apiPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', 'x-forwarded-proto': 'http' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 502, message: 'The e2e app server is not reachable', error: 'Bad Gateway' }));
      });
      req.pipe(upstream);
      return;
    }
    const file = normalize(join(opts.clientDir, path));
    const inside = file.startsWith(opts.clientDir + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
      return;
    }
    if (req.method === 'GET' && !extname(path)) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      createReadStream(join(opts.clientDir, 'index.html')).pipe(res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
