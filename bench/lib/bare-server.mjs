// @ts-check
// The baseline: a bare Node http server that runs an endpoint's SQL with `pg` and answers the
// rows as JSON, with no framework, auth or validation. Statements the app prepares are prepared
// here too (named, generic plan when PostgreSQL finds it as good). Started as a child process:
//   node bare-server.mjs <port> <databaseUrl> <endpoints.json>
// where endpoints.json maps a name to {steps: [{sql, params: [query parameter names in $n order],
// prepared}]}: the first statement runs alone, the others after it in parallel, as the app runs
// them; `prepared: false` runs a statement unnamed, as the app runs it. A feed endpoint is
// {feed: page}: the page is read with the server's own readFeedPage and a card cache of this
// process, its statements run with `pg` directly (what the API's feed does, minus the framework).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const { Pool } = require('pg');
/** @type {typeof import('../../server/src/bench-surface.js')} */
const { readFeedPage, PostCardCache, poolOptions } = require(join(import.meta.dirname, '..', '..', 'server', 'dist', 'bench-surface.js'));

const [port, databaseUrl, file] = process.argv.slice(2);
const endpoints = JSON.parse(readFileSync(file, 'utf8'));
// The app's pool settings: the baseline differs from the API by the framework, not the pool.
const pool = new Pool({ connectionString: databaseUrl, ...poolOptions() });

const cards = new PostCardCache();
const names = new Map();
const runSql = async (text, values, prepared) => {
  if (prepared && !names.has(text)) names.set(text, `feed_${names.size}`);
  return (await pool.query(prepared ? { name: names.get(text), text, values } : { text, values })).rows;
};

createServer(async (req, res) => {
  const url = new URL(/** @type {string} */ (req.url), 'http://x');
  const ep = endpoints[url.pathname.slice(1)];
  if (!ep) {
    res.statusCode = url.pathname === '/ping' ? 200 : 404;
    res.end('{}');
    return;
  }
  try {
    if (ep.feed) {
      res.setHeader('content-type', 'application/json');
      res.end(await readFeedPage(runSql, cards, Number(url.searchParams.get('uid')), ep.feed));
      return;
    }
    const run = (step, i) =>
      pool.query({
        ...(step.prepared === false ? {} : { name: `${url.pathname.slice(1)}_${i}` }),
        text: step.sql,
        values: step.params.map((p) => url.searchParams.get(p)),
      });
    const [first, ...rest] = ep.steps;
    const results = [await run(first, 0), ...(await Promise.all(rest.map((step, i) => run(step, i + 1))))];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ rows: results.length === 1 ? results[0].rows : results.map((r) => r.rows) }));
  } catch (err) {
    res.statusCode = 500;
    res.end(JSON.stringify({ error: err.message }));
  }
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

// Exit normally on SIGTERM so that --cpu-prof (bench/profile.mjs --bare) writes its profile.
process.on('SIGTERM', () => process.exit(0));
