// @ts-check
// `node bench/cpu-per-request.mjs <endpoint> [seconds] [scale] [--bare]`: drives one endpoint of
// `npm run bench` (64 connections) against the API and a worker (separate processes sharing their
// queues, as in the bench), or with --bare the baseline server, and prints the CPU each request
// cost the server, the worker, PostgreSQL's processes and the load generator (this process), read
// from /proc. Unlike requests/s and the V8 profile (whose samples land in whatever a descheduled
// thread last called), these hardly depend on how the processes shared the two cores.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { ENDPOINTS, prepareContext } from './endpoints.mjs';
import { startApp } from './lib/app-server.mjs';
import { bareDefinitions, bareRequest, startBare } from './lib/bare.mjs';
import { cpuSeconds } from './lib/cpu-time.mjs';
import { measure, signInEveryMember } from './lib/load.mjs';
import { dropRedisPrefix, freshRedisPrefix } from './lib/redis-cleanup.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { dbUrl } from './seed.mjs';

const bareRun = process.argv.includes('--bare');
const [name, seconds = '10', scale = 'M'] = process.argv.slice(2).filter((a) => a !== '--bare');
const endpoint = ENDPOINTS.find((e) => e.name === name);
if (!endpoint || (bareRun && !endpoint.sql)) {
  console.error(`usage: node bench/cpu-per-request.mjs <${ENDPOINTS.filter((e) => !bareRun || e.sql).map((e) => e.name).join('|')}> [seconds] [scale] [--bare]`);
  process.exit(2);
}

/** CPU seconds of every PostgreSQL process (backends and background workers). */
function postgresSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuSeconds(pid).self;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

const databaseUrl = dbUrl(`pen_bench_${scale.toLowerCase()}`);
const jwtSecret = randomBytes(32).toString('hex');
const ctx = await prepareContext({ databaseUrl, jwtSecret });
const redisPrefix = freshRedisPrefix('cpu');
const smtp = await startSmtpSink();
const shared = { REDIS_PREFIX: redisPrefix, SMTP_URL: smtp.url };
const servers = bareRun
  ? [startBare({ port: 3961, databaseUrl, definitions: bareDefinitions([endpoint], ctx) })]
  : [
      await startApp({ databaseUrl, port: 3960, jwtSecret, env: { APP_ROLE: 'api', ...shared } }),
      await startApp({ databaseUrl, port: 3962, jwtSecret, env: { APP_ROLE: 'worker', ...shared } }),
    ];
const [server, worker] = servers;
try {
  if (bareRun) await server.ready;
  else await signInEveryMember(server.url, ctx);
  const makeRequest = bareRun ? () => bareRequest(endpoint, ctx) : () => endpoint.request(ctx);
  await measure({ baseUrl: server.url, makeRequest, duration: 3, warmup: 0 });
  const pg = postgresSeconds();
  const load = process.cpuUsage();
  const r = await measure({ baseUrl: server.url, makeRequest, duration: Number(seconds), warmup: 0, cpuPids: servers.map((s) => s.pid) });
  const per = (s) => ((s * 1e6) / r.total).toFixed(0).padStart(5);
  const loadUsed = process.cpuUsage(load);
  console.log(`${name}${bareRun ? ' (bare)' : ''}: ${r.rps} req/s p50 ${r.p50_ms} ms p99 ${r.p99_ms} ms errors ${r.errors}`);
  console.log(
    `CPU µs per request: server ${String(r.cpu_us[0]).padStart(5)}${worker ? `  worker ${String(r.cpu_us[1]).padStart(5)}` : ''}` +
      `  postgres ${per(postgresSeconds() - pg)}  load generator ${per((loadUsed.user + loadUsed.system) / 1e6)}`,
  );
} finally {
  await ctx.close();
  for (const s of servers) await s.stop();
  await smtp.stop();
  await dropRedisPrefix(redisPrefix);
}
