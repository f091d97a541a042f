import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';

const names = new Map<string, string>();

/** A statement's name: derived from its text, so each distinct text is prepared once per connection. */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `pen_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs a hot statement (a read, or a one-statement write such as a like) as a named prepared
 * statement on the pool: PostgreSQL parses it once per connection and, after a few executions,
 * reuses a generic plan when it costs no more than planning for each value: the one-statement
 * feed then costs 1.0 ms of database CPU instead of 1.8. Not inside a transaction (it runs on its
 * own pooled connection), and with a text from a small fixed set: page sizes are written into
 * the text (sqlInt) so the generic plan knows them (with `LIMIT $n` it walked no index and took
 * 56 ms), and only parameters whose value does not change the best plan (ids, keyset positions)
 * stay parameters. bench/plans.mjs shows the generic plans at scale.
 */
export async function queryPrepared<T extends QueryResultRow>(db: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await pool.query<T>({ name: nameOf(sql), text: sql, values: params });
      return result.rows;
    } catch (err) {
      // The statement was its own transaction and PostgreSQL undid all of it: running it again is
      // safe, and answers as if it had come just after the change it collided with.
      if (attempt >= STATEMENT_ATTEMPTS || !isTransientConflict(err)) throw err;
    }
  }
}

const STATEMENT_ATTEMPTS = 3;
const DEADLOCK_DETECTED = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** PostgreSQL gave up the transaction to break a deadlock or a serialization conflict: trying again can succeed. */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** A row the statement referred to (a post, a comment) was deleted between the check and the write. */
export function isReferenceGone(err: unknown): boolean {
  return (err as { code?: unknown })?.code === FOREIGN_KEY_VIOLATION;
}

const texts = new Map<string, string>();

/**
 * The text of a statement built from a few values (page size, cursor or not), built once per
 * `shape` and then the same string every time: a freshly built 2 KB text had to be flattened and
 * hashed to find its name on every request (5 µs of each comments page). Only for shapes from a
 * small set (never keyed by an offset or any other unbounded value).
 */
export function statementText(shape: string, build: () => string): string {
  let text = texts.get(shape);
  if (text === undefined) {
    text = build();
    texts.set(shape, text);
  }
  return text;
}

/** A whole number written into SQL text (page sizes and offsets), checked so it can only be digits. */
export function sqlInt(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a non-negative integer: ${n}`);
  return String(n);
}
