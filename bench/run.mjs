// @ts-check
// `npm run bench -- [--scale S|M|L] [--duration 5] [--rounds 3] [--only feed,post] [--skip-media] [--skip-client] [--reseed | --reuse]`
// Runs load against the production build on a seeded database and prints each endpoint beside
// two baselines measured in the same run: the same SQL run by pgbench, and a bare Node http
// server running that SQL with pg. A full run writes bench/results/<scale>.json; a partial one
// (--only, --skip-media, --skip-client) writes bench/results/runs/<scale>-<time>.json, so it never
// replaces the figures of a full run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENDPOINTS, prepareContext } from './endpoints.mjs';
import { startApp } from './lib/app-server.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { bareDefinitions, bareRequest, startBare } from './lib/bare.mjs';
import { addErrorKinds, measure, signInEveryMember } from './lib/load.mjs';
import { pgbench } from './lib/pgbench.mjs';
import { dropRedisPrefix, freshRedisPrefix } from './lib/redis-cleanup.mjs';
import { dbUrl, seed } from './seed.mjs';

const root = join(import.meta.dirname, '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { Client } = require('pg');

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'M' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'skip-media': { type: 'boolean', default: false },
    'skip-client': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const scale = args.scale.toUpperCase();
const partial = Boolean(args.only) || args['skip-media'] || args['skip-client'];
const outFile =
  args.out ?? (partial ? join(root, 'bench', 'results', 'runs', `${scale}-${new Date().toISOString().slice(0, 16).replace(':', '-')}.json`) : join(root, 'bench', 'results', `${scale}.json`));
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const db = `pen_bench_${scale.toLowerCase()}`;
const log = (...a) => console.log(...a);

/**
 * The state of the seeded database: 'missing', 'fresh' (no run has written to it), or 'used'.
 * Each run adds tens of thousands of posts, comments, likes and notifications and churns the hot
 * rows, so runs start from a fresh seed (every run measures the same data) unless told to reuse
 * what is there.
 */
async function seedState() {
  const c = new Client({ connectionString: dbUrl('postgres') });
  await c.connect();
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
    if (!rowCount) return 'missing';
  } finally {
    await c.end();
  }
  const d = new Client({ connectionString: dbUrl(db) });
  await d.connect();
  try {
    const { rows } = await d.query(`SELECT to_regclass('public.posts') IS NOT NULL AS posts, to_regclass('public.bench_seed') IS NOT NULL AS marker`);
    if (!rows[0].posts) return 'missing';
    if (!rows[0].marker) return 'used'; // seeded before runs were counted
    const { rows: seeds } = await d.query('SELECT runs FROM bench_seed');
    return seeds.length === 1 && seeds[0].runs === 0 ? 'fresh' : 'used';
  } finally {
    await d.end();
  }
}

const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '-');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * `rounds` rounds of the API, then the bare server, then pgbench, each `duration` seconds: the
 * machine's speed drifts by tens of percent over minutes, so each round's ratio compares
 * measurements taken seconds apart, and the figures reported are the medians over the rounds.
 */
async function measureEndpoint(ep, { app, worker, bare, ctx, databaseUrl }) {
  const api = [];
  const bareCpu = [];
  const bareRps = [];
  const bareLatency = [];
  const pgbenchTps = [];
  for (let round = 0; round < rounds; round++) {
    const warmup = round === 0 ? 3 : 1;
    api.push(await measure({ baseUrl: app.url, duration, warmup, connections: ep.connections, makeRequest: () => ep.request(ctx), cpuPids: [app.pid, worker.pid] }));
    if (!ep.sql) continue;
    const b = await measure({ baseUrl: bare.url, duration, warmup, connections: ep.connections, makeRequest: () => bareRequest(ep, ctx), cpuPids: [bare.pid] });
    if (b.errors) throw new Error(`${ep.name}: the bare server answered ${b.errors} errors (${JSON.stringify(b.error_kinds)})`);
    bareRps.push(b.rps);
    bareCpu.push(b.cpu_us[0]);
    bareLatency.push(b);
    pgbenchTps.push(pgbench({ databaseUrl, script: ep.sql.pgbench(ctx), duration }));
  }
  const row = {
    rps: Math.round(median(api.map((a) => a.rps))),
    p50_ms: median(api.map((a) => a.p50_ms)),
    p99_ms: median(api.map((a) => a.p99_ms)),
    errors: api.reduce((n, a) => n + a.errors, 0),
    error_kinds: addErrorKinds(api),
    bare_rps: ep.sql ? Math.round(median(bareRps)) : null,
    // The bare server's latency at the same connections: what the machine allows without the framework.
    bare_p50_ms: ep.sql ? median(bareLatency.map((b) => b.p50_ms)) : null,
    bare_p99_ms: ep.sql ? median(bareLatency.map((b) => b.p99_ms)) : null,
    pgbench_tps: ep.sql ? Math.round(median(pgbenchTps)) : null,
    api_bare_ratio: ep.sql ? Number(median(api.map((a, i) => a.rps / bareRps[i])).toFixed(2)) : null,
    // CPU per request of each process (µs), which the machine's drifting speed skews less than
    // requests/s: the API, the worker (the notifications a write leads to), the bare server.
    api_cpu_us: Math.round(median(api.map((a) => a.cpu_us[0]))),
    worker_cpu_us: Math.round(median(api.map((a) => a.cpu_us[1]))),
    bare_cpu_us: ep.sql ? Math.round(median(bareCpu)) : null,
    rounds: { api_rps: api.map((a) => a.rps), ...(ep.sql ? { bare_rps: bareRps, pgbench_tps: pgbenchTps } : {}) },
    ...(ep.connections ? { connections: ep.connections } : {}),
  };
  if (ep.after) Object.assign(row, await ep.after(ctx));
  return row;
}

/** What the run needs, checked before the first minute is spent on measuring. */
function checkBuilds() {
  /** @type {[string, boolean][]} */
  const needs = [['server/dist/main.js', true], ['client/dist/index.html', !args['skip-client']]];
  const missing = needs
    .filter(([file, needed]) => needed && !existsSync(join(root, file)))
    .map(([file]) => file);
  if (missing.length) throw new Error(`${missing.join(' and ')} missing: build first (\`npm run build\`)`);
}

/**
 * A fresh seed leaves gigabytes of dirty pages to write, and the writes just measured leave
 * PostgreSQL vacuuming their tables for a minute or more: the endpoints, and later the media and
 * client figures, are taken once that work is done, not while it takes a core.
 */
async function settleDatabase(databaseUrl) {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const started = Date.now();
    await c.query('CHECKPOINT');
    for (;;) {
      const { rows } = await c.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`);
      if (rows[0].n === 0 || Date.now() - started > 180_000) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    log(`\ndatabase settled (checkpoint, autovacuum done) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await c.end();
  }
}

async function main() {
  const started = Date.now();
  checkBuilds();
  const state = await seedState();
  if (args.reseed || state === 'missing' || (state === 'used' && !args.reuse)) {
    log(`seeding ${db} (scale ${scale}${state === 'used' ? '; an earlier run changed the data, --reuse keeps it' : ''})…`);
    await seed({ scale, db, log });
  } else log(`using the seeded database ${db} (${state === 'fresh' ? 'fresh' : 'changed by earlier runs: --reuse'})`);
  const databaseUrl = dbUrl(db);
  await settleDatabase(databaseUrl);
  const jwtSecret = randomBytes(32).toString('hex');
  const ctx = await prepareContext({ databaseUrl, jwtSecret });

  // API and worker as separate processes sharing their queues, as in production: the worker
  // derives the notifications of the likes, posts and comments measured, on the same cores.
  const redisPrefix = freshRedisPrefix('run');
  const smtp = await startSmtpSink();
  // The limits are raised for every bench app (lib/app-server.mjs).
  const shared = { REDIS_PREFIX: redisPrefix, SMTP_URL: smtp.url };
  const app = await startApp({ databaseUrl, port: 3950, jwtSecret, env: { APP_ROLE: 'api', ...shared } });
  const worker = await startApp({ databaseUrl, port: 3951, jwtSecret, env: { APP_ROLE: 'worker', ...shared } });
  const selected = ENDPOINTS.filter((e) => !args.only || args.only.split(',').includes(e.name));
  const bare = startBare({ port: 3952, databaseUrl, definitions: bareDefinitions(selected, ctx) });
  await bare.ready;
  await signInEveryMember(app.url, ctx, log);

  const results = {};
  try {
    for (const ep of selected) {
      log(`\n${ep.name}`);
      results[ep.name] = await measureEndpoint(ep, { app, worker, bare, ctx, databaseUrl });
      const r = results[ep.name];
      log(
        `  api ${r.rps} req/s p50 ${r.p50_ms} ms p99 ${r.p99_ms} ms errors ${r.errors}${r.errors ? ` ${JSON.stringify(r.error_kinds)}` : ''}; bare ${r.bare_rps ?? '-'} req/s p50 ${r.bare_p50_ms ?? '-'} ms p99 ${r.bare_p99_ms ?? '-'} ms; pgbench ${r.pgbench_tps ?? '-'} tps; api/bare ${r.api_bare_ratio ?? '-'}` +
          `; CPU µs per request: api ${r.api_cpu_us}, worker ${r.worker_cpu_us}, bare ${r.bare_cpu_us ?? '-'}`,
      );
    }
  } finally {
    await bare.stop();
    await app.stop();
    await worker.stop();
    await smtp.stop();
    log(`notification e-mails sent during the run: ${smtp.mails()}`);
    await ctx.close();
    await dropRedisPrefix(redisPrefix);
  }

  const { benchPlans } = await import('./plans.mjs');
  const plansCtx = await prepareContext({ databaseUrl, jwtSecret });
  let plans;
  try {
    plans = await benchPlans({ databaseUrl, ctx: plansCtx, log, out: join(root, 'bench', 'results', `plans-${scale}.txt`) });
  } finally {
    await plansCtx.close();
  }

  if (!args['skip-media'] || !args['skip-client']) await settleDatabase(databaseUrl);
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

  log('\nendpoint                 req/s    p50 ms   p99 ms  errors   bare req/s  bare p99  pgbench tps  api/bare  api/pgbench  api µs  bare µs');
  for (const [name, r] of Object.entries(results)) {
    log(
      `${name.padEnd(22)} ${String(r.rps).padStart(7)} ${String(r.p50_ms).padStart(8)} ${String(r.p99_ms).padStart(8)} ${String(r.errors).padStart(7)}` +
        ` ${String(r.bare_rps ?? '-').padStart(12)} ${String(r.bare_p99_ms ?? '-').padStart(9)} ${String(r.pgbench_tps ?? '-').padStart(12)} ${String(r.api_bare_ratio ?? '-').padStart(9)} ${ratio(r.rps, r.pgbench_tps).padStart(12)}` +
        ` ${String(r.api_cpu_us).padStart(7)} ${String(r.bare_cpu_us ?? '-').padStart(8)}`,
    );
  }
  const output = {
    scale,
    partial,
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    date: new Date().toISOString(),
    connections: 64,
    duration_s: duration,
    rounds,
    endpoints: results,
    prepared_statements_ms: plans,
    media,
    client,
  };
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(output, null, 2)}\n`);
  log(`\nwrote ${outFile} in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((e) => {
  console.error(`bench failed: ${e.stack ?? e.message}`);
  process.exit(1);
});
