import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The database the command-line tool uses, and how to say where it is. */
export interface AdminDatabase {
  url: string;
  label: string;
}

/** No database to use: the message tells how to reach one (exit code 1). */
export class NoDatabaseError extends Error {}

/** The database name npm start's embedded PostgreSQL serves (scripts/lib/embedded-postgres.mjs). */
const EMBEDDED_DATABASE = 'pen';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // As another user than PostgreSQL's (npm start as root runs it as `postgres`): it exists.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded PostgreSQL `npm start` runs with its data in DATA_DIR/pg, while it runs: its
 * postmaster.pid names the process and (4th line) the port it listens on, 127.0.0.1 only; the
 * password is the one npm start keeps in DATA_DIR/secrets.json. Nothing else to keep in step:
 * PostgreSQL writes the file at start and removes it at stop.
 */
export function embeddedDatabase(dataDir: string): AdminDatabase | undefined {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0 || !running(pid)) return undefined;
  let password: unknown;
  try {
    password = (JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, unknown>).postgresPassword;
  } catch {
    return undefined;
  }
  if (typeof password !== 'string' || !password) return undefined;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    label: `npm start's embedded PostgreSQL on 127.0.0.1:${port}`,
  };
}

/** DATABASE_URL when set, else the running embedded PostgreSQL of DATA_DIR, else a message saying how to reach one. */
export function findDatabase(databaseUrl: string | undefined, dataDir: string): AdminDatabase {
  if (databaseUrl) return { url: databaseUrl, label: 'DATABASE_URL' };
  const embedded = embeddedDatabase(dataDir);
  if (embedded) return embedded;
  throw new NoDatabaseError(
    `No database to use: DATABASE_URL is not set and npm start's embedded PostgreSQL is not running (looked in ${join(dataDir, 'pg')}).\n` +
      'Start Pen with `npm start` (in another terminal, from the same directory and DATA_DIR) and run this again, ' +
      'or set DATABASE_URL to the database the server uses, e.g. DATABASE_URL=postgres://user:password@host:5432/pen npm run admin -- …',
  );
}
