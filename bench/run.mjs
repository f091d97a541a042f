// `npm run bench -- [--scale S|M|L] [--duration 10] [--only feed,post] [--skip-media] [--skip-client] [--reseed]`
// Runs load against the production build on a seeded database and prints each endpoint beside
// two baselines measured in the same run: the same SQL run by pgbench, and a bare Node http
// server running that SQL with pg. Writes bench/results/latest.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENDPOINTS, prepareContext } from './endpoints.mjs';
import { startApp, waitForHttp } from './lib/app-server.mjs';
import { measure, signInEveryMember } from './lib/load.mjs';
import { pgbench } from './lib/pgbench.mjs';
import { dbUrl, seed } from './seed.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { Client } = require('pg');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'M' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'skip-media': { type: 'boolean', default: false },
    'skip-client': { type: 'boolean', default: false },
    out: { type: 'string', default: join(root, 'bench', 'results', 'latest.json') },
  },
});
const scale = args.scale.toUpperCase();
const duration = Number(args.duration);
const db = `pen_bench_${scale.toLowerCase()}`;
const log = (...a) => console.log(...a);

async function seededAlready() {
  const c = new Client({ connectionString: dbUrl('postgres') });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
    if (!rowCount) return false;
  } finally {
    await c.end();
  }
  const d = new Client({ connectionString: dbUrl(db) });
  await d.connect();
  try {
    const { rows } = await d.query(`SELECT to_regclass('public.posts') IS NOT NULL AS ok`);
    if (!rows[0].ok) return false;
    const { rows: n } = await d.query('SELECT count(*)::int AS n FROM users');
    return n[0].n > 0;
  } finally {
    await d.end();
  }
}

function startBare(port, databaseUrl, endpoints) {
  const dir = mkdtempSync(join(tmpdir(), 'pen-bare-'));
  const file = join(dir, 'endpoints.json');
  writeFileSync(file, JSON.stringify(endpoints));
  const child = spawn(process.execPath, [join(root, 'bench', 'lib', 'bare-server.mjs'), String(port), databaseUrl, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    url: `http://127.0.0.1:${port}`,
    ready: waitForHttp(`http://127.0.0.1:${port}/ping`),
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}

const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '-');

async function main() {
  const started = Date.now();
  if (args.reseed || !(await seededAlready())) {
    log(`seeding ${db} (scale ${scale})…`);
    await seed({ scale, db, log });
  } else log(`using the seeded database ${db}`);
  const databaseUrl = dbUrl(db);
  const jwtSecret = randomBytes(32).toString('hex');
  const ctx = await prepareContext({ databaseUrl, jwtSecret, scale });

  // API and worker as separate processes, as in production.
  const app = await startApp({ databaseUrl, port: 3950, jwtSecret, env: { APP_ROLE: 'api' } });
  const worker = await startApp({ databaseUrl, port: 3951, jwtSecret, env: { APP_ROLE: 'worker' } });
  const selected = ENDPOINTS.filter((e) => !args.only || args.only.split(',').includes(e.name));
  const bareDefs = Object.fromEntries(
    selected
      .filter((e) => e.sql)
      .map((e) => [e.name, { steps: e.sql.steps?.(ctx) ?? [{ sql: e.sql.text(ctx), params: e.sql.params(ctx), prepared: e.sql.prepared?.(ctx) ?? true }] }]),
  );
  const bare = startBare(3952, databaseUrl, bareDefs);
  await bare.ready;
  await signInEveryMember(app.url, ctx, log);

  const results = {};
  try {
    for (const ep of selected) {
      log(`\n${ep.name}`);
      const api = await measure({ baseUrl: app.url, duration, connections: ep.connections, makeRequest: () => ep.request(ctx) });
      const row = { rps: api.rps, p50_ms: api.p50_ms, p99_ms: api.p99_ms, errors: api.errors, bare_rps: null, pgbench_tps: null, ...(ep.connections ? { connections: ep.connections } : {}) };
      if (ep.sql) {
        const b = await measure({ baseUrl: bare.url, duration, connections: ep.connections, makeRequest: () => ({ path: `/${ep.name}?${new URLSearchParams(ep.sql.args(ctx))}` }) });
        row.bare_rps = b.rps;
        row.pgbench_tps = pgbench({ databaseUrl, script: ep.sql.pgbench(ctx), duration });
      }
      if (ep.after) Object.assign(row, await ep.after(ctx));
      results[ep.name] = row;
      log(`  api ${row.rps} req/s p50 ${row.p50_ms} ms p99 ${row.p99_ms} ms errors ${row.errors}; bare ${row.bare_rps ?? '-'} req/s; pgbench ${row.pgbench_tps ?? '-'} tps`);
    }
  } finally {
    await bare.stop();
    await app.stop();
    await worker.stop();
    await ctx.close();
  }

  const { benchPlans } = await import('./plans.mjs');
  const plansCtx = await prepareContext({ databaseUrl, jwtSecret });
  let plans;
  try {
    plans = await benchPlans({ databaseUrl, ctx: plansCtx, log, out: join(root, 'bench', 'results', `plans-${scale}.txt`) });
  } finally {
    await plansCtx.close();
  }

  let media = null;
  if (!args['skip-media']) {
    const { benchMedia } = await import('./media.mjs');
    media = await benchMedia({ log });
  }
  let client = null;
  if (!args['skip-client']) {
    const { benchClient } = await import('./client.mjs');
    client = await benchClient({ log });
  }

  log('\nendpoint                 req/s    p50 ms   p99 ms  errors   bare req/s  pgbench tps  api/bare  api/pgbench');
  for (const [name, r] of Object.entries(results)) {
    log(
      `${name.padEnd(22)} ${String(r.rps).padStart(7)} ${String(r.p50_ms).padStart(8)} ${String(r.p99_ms).padStart(8)} ${String(r.errors).padStart(7)}` +
        ` ${String(r.bare_rps ?? '-').padStart(12)} ${String(r.pgbench_tps ?? '-').padStart(12)} ${ratio(r.rps, r.bare_rps).padStart(9)} ${ratio(r.rps, r.pgbench_tps).padStart(12)}`,
    );
  }
  const output = {
    scale,
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    date: new Date().toISOString(),
    connections: 64,
    duration_s: duration,
    endpoints: results,
    prepared_statements_ms: plans,
    media,
    client,
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(output, null, 2)}\n`);
  log(`\nwrote ${args.out} in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((e) => {
  console.error(`bench failed: ${e.stack ?? e.message}`);
  process.exit(1);
});
