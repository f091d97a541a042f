// @ts-check
// The same SQL an endpoint runs, executed by pgbench with a custom script and random parameters.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
/** @type {typeof import('../../server/src/bench-surface.js')} */
const { poolOptions } = require(join(import.meta.dirname, '..', '..', 'server', 'dist', 'bench-surface.js'));

/**
 * `script` is pgbench syntax, e.g. "\\set uid random(1, 100000)\nSELECT ... WHERE user_id = :uid;".
 * Returns transactions per second. Clients default to the app's database pool size (20): the app
 * serves its 64 HTTP connections over that many database connections, so this is the database's
 * share of the same work.
 */
export function pgbench({ databaseUrl, script, clients = poolOptions().max, threads = 2, duration = 10 }) {
  const dir = mkdtempSync(join(tmpdir(), 'pen-pgbench-'));
  const file = join(dir, 'script.sql');
  writeFileSync(file, script);
  const out = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', String(threads), '-T', String(duration), '-f', file, databaseUrl], {
    // The app's session settings (no JIT), so that pgbench runs the SQL as the app's sessions do.
    env: { ...process.env, PGOPTIONS: poolOptions().options },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const m = /tps = ([\d.]+)/.exec(out);
  if (!m) throw new Error(`pgbench printed no tps:\n${out}`);
  return Math.round(Number(m[1]));
}
