// @ts-check
// `node bench/profile.mjs <endpoint> [seconds] [scale] [--bare]`: drives one endpoint of
// `npm run bench` against the API started with --cpu-prof (with --bare: against the baseline
// server running the same SQL), then prints where that process spent its CPU (self time by
// function, top 30). The .cpuprofile is left in bench/results/profiles/ for Chrome DevTools.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDPOINTS, prepareContext } from './endpoints.mjs';
import { startApp } from './lib/app-server.mjs';
import { bareDefinitions, bareRequest, startBare } from './lib/bare.mjs';
import { measure, signInEveryMember } from './lib/load.mjs';
import { dbUrl } from './seed.mjs';

const bareRun = process.argv.includes('--bare');
const [name, seconds = '10', scale = 'M'] = process.argv.slice(2).filter((a) => a !== '--bare');
const endpoint = ENDPOINTS.find((e) => e.name === name);
if (!endpoint || (bareRun && !endpoint.sql)) {
  console.error(`usage: node bench/profile.mjs <${ENDPOINTS.filter((e) => !bareRun || e.sql).map((e) => e.name).join('|')}> [seconds] [scale] [--bare]`);
  process.exit(2);
}
const dir = join(import.meta.dirname, 'results', 'profiles');
mkdirSync(dir, { recursive: true });
const before = new Set(readdirSync(dir));
const databaseUrl = dbUrl(`pen_bench_${scale.toLowerCase()}`);
const jwtSecret = randomBytes(32).toString('hex');
const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
const ctx = await prepareContext({ databaseUrl, jwtSecret });
const server = bareRun
  ? startBare({ port: 3961, databaseUrl, definitions: bareDefinitions([endpoint], ctx), nodeArgs })
  : await startApp({ databaseUrl, port: 3960, jwtSecret, env: { APP_ROLE: 'api' }, nodeArgs });
try {
  if (bareRun) await server.ready;
  else await signInEveryMember(server.url, ctx);
  const makeRequest = bareRun ? () => bareRequest(endpoint, ctx) : () => endpoint.request(ctx);
  const r = await measure({ baseUrl: server.url, makeRequest, duration: Number(seconds) });
  console.log(`${name}${bareRun ? ' (bare)' : ''}: ${r.rps} req/s p50 ${r.p50_ms} ms p99 ${r.p99_ms} ms errors ${r.errors}`);
} finally {
  await ctx.close();
  await server.stop();
}
const file = /** @type {string} */ (readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.cpuprofile')));
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const ticks = new Map();
for (let i = 0; i < profile.samples.length; i++) ticks.set(profile.samples[i], (ticks.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
let total = 0;
for (const [id, us] of ticks) {
  const n = byId.get(id);
  const f = n.callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/server\//, '')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
  total += us;
}
console.log(`profile: ${join(dir, file)}; total ${(total / 1e6).toFixed(1)} s`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`);
