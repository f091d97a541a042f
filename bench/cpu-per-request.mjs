// `node bench/cpu-per-request.mjs <endpoint> [seconds] [scale] [--bare]`: drives one endpoint of
// `npm run bench` (64 connections) and prints the CPU each request cost in the server process,
// in PostgreSQL's processes and in the load generator (this process), from /proc: unlike
// requests/s and the V8 profile (whose samples land in whatever a descheduled thread last
// called), these do not depend on how the processes shared the two cores.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { ENDPOINTS, prepareContext } from './endpoints.mjs';
import { startApp } from './lib/app-server.mjs';
import { bareDefinitions, bareRequest, startBare } from './lib/bare.mjs';
import { cpuSeconds } from './lib/cpu-time.mjs';
import { measure, signInEveryMember } from './lib/load.mjs';
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
const server = bareRun
  ? startBare({ port: 3961, databaseUrl, definitions: bareDefinitions([endpoint], ctx) })
  : await startApp({ databaseUrl, port: 3960, jwtSecret, env: { APP_ROLE: 'api' } });
try {
  if (bareRun) await server.ready;
  else await signInEveryMember(server.url, ctx);
  const makeRequest = bareRun ? () => bareRequest(endpoint, ctx) : () => endpoint.request(ctx);
  // A first pass warms caches and JIT; the second is the one measured.
  await measure({ baseUrl: server.url, makeRequest, duration: 3, warmup: 1 });
  const before = { server: cpuSeconds(server.pid).self, pg: postgresSeconds(), load: process.cpuUsage() };
  const r = await measure({ baseUrl: server.url, makeRequest, duration: Number(seconds), warmup: 0 });
  const load = process.cpuUsage(before.load);
  const per = (s) => ((s * 1e6) / r.total).toFixed(0).padStart(5);
  console.log(`${name}${bareRun ? ' (bare)' : ''}: ${r.rps} req/s p50 ${r.p50_ms} ms p99 ${r.p99_ms} ms errors ${r.errors}`);
  console.log(`CPU µs per request: server ${per(cpuSeconds(server.pid).self - before.server)}  postgres ${per(postgresSeconds() - before.pg)}  load generator ${per((load.user + load.system) / 1e6)}`);
} finally {
  await ctx.close();
  await server.stop();
}
