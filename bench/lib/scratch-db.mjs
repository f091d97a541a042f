// @ts-check
// A throw-away database for a benchmark that needs an empty app (media, client): created on
// the local PostgreSQL, migrated by the app itself when it starts, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const { Client, Pool } = require('pg');

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates `pen_bench_<label>_<random>`; answers its URL, a small pool on it, and drop(). */
export async function scratchDatabase(label) {
  const name = `pen_bench_${label}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const pool = new Pool({ connectionString: url, max: 4 });
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
