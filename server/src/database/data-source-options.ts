import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { QueryErrorLogger } from './query-error-logger';

/**
 * How long a pooled database connection may sit idle before it is closed: 5 minutes, where
 * pg-pool closes it after 10 s. A new connection is a new PostgreSQL backend, which re-reads the
 * catalog for every table it touches and re-prepares each hot statement, planning it anew for its
 * first five executions (2-6 ms each for the feed's) before settling on the generic plan. With
 * 10 s, every lull longer than that made the traffic after it pay all of that on every
 * connection at once. Measured at scale M, feed first page, 64 connections, 1 s of warm-up then
 * 5 s after 11-12 s idle (as `npm run bench` alternates the API, the bare server and pgbench):
 * p99 435-472 ms at 760-1 004 pages/s with 10 s; 90-124 ms at 1 098-1 556 pages/s with this.
 * In the first second after such a lull the API answered 208-405 pages, against 803-1 183.
 * The pool never holds more than DB_POOL_SIZE connections either way; it keeps them through lulls.
 */
export const DB_IDLE_TIMEOUT_MS = 300_000;

/** pg-pool options of every app process's pool (and of the bench's baselines, which run as the app does). */
/**
 * How long a statement waits for a connection (a new one, or a free one of a busy pool) before it
 * fails, so a request answers 503 instead of hanging when the database cannot be reached (an
 * unanswered connect, e.g. a lost network path, otherwise waits for the kernel's TCP timeout,
 * minutes). Generous: under the heaviest bench load a pool slot is free within a second.
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Settings of every session the app opens: no JIT compilation. PostgreSQL compiles a statement's
 * expressions with LLVM once its estimated cost passes `jit_above_cost` (100 000), which suits
 * long analytic queries, not pages of 50 rows: the feed at offset 1 000 (an estimated 134 000)
 * spent 107 ms compiling 115 functions for 1 ms of work, and answered 27 pages a second at scale
 * M, where with JIT off the same statement takes 1.1 ms.
 */
export const DB_SESSION_OPTIONS = '-c jit=off';

export function poolOptions(): { max: number; idleTimeoutMillis: number; connectionTimeoutMillis: number; options: string } {
  return { max: Number(process.env.DB_POOL_SIZE ?? 20), idleTimeoutMillis: DB_IDLE_TIMEOUT_MS, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS, options: DB_SESSION_OPTIONS };
}

/**
 * Options shared by the app, the migration CLI and the tests; migrations always, never synchronize.
 * The app passes its entities in `extra` (migrations are plain SQL and need none).
 */
export function dataSourceOptions(url: string, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: false,
    synchronize: false,
    logging: ['error', 'warn'],
    logger: new QueryErrorLogger(),
    extra: poolOptions(),
    ...extra,
  } as DataSourceOptions;
}
