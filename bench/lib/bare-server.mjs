// The baseline: a bare Node http server that runs an endpoint's SQL with `pg` and answers the
// rows as JSON, with no framework, auth or validation. Started as a child process:
//   node bare-server.mjs <port> <databaseUrl> <endpoints.json>
// where endpoints.json maps a name to {sql, params: [query parameter names in $n order]}.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const { Pool } = require('pg');

const [port, databaseUrl, file] = process.argv.slice(2);
const endpoints = JSON.parse(readFileSync(file, 'utf8'));
const pool = new Pool({ connectionString: databaseUrl, max: Number(process.env.DB_POOL_SIZE ?? 20) });

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  const ep = endpoints[url.pathname.slice(1)];
  if (!ep) {
    res.statusCode = url.pathname === '/ping' ? 200 : 404;
    res.end('{}');
    return;
  }
  try {
    const { rows } = await pool.query(ep.sql, ep.params.map((p) => url.searchParams.get(p)));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ rows }));
  } catch (err) {
    res.statusCode = 500;
    res.end(JSON.stringify({ error: err.message }));
  }
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
