import { Client } from 'pg';
import { waitFor } from '../media/media-support';
import { TestApp } from '../support/test-app';

/** A post's row held FOR UPDATE by a transaction of the test's own, so that a write touching it waits inside PostgreSQL. */
export interface PostRowLock {
  /** Resolves once some statement waits for a lock (the request under test has reached its write). */
  waited(): Promise<void>;
  /** Commits the holding transaction: the waiting write goes on. */
  release(): Promise<void>;
  /** Ends the connection (after release, or to give up). */
  end(): Promise<void>;
}

/** Resolves once `n` statements of the test database wait for a row lock. */
export async function lockWaiters(t: TestApp, n: number): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0].n >= n ? true : undefined;
    },
    20_000,
    `${n} statement(s) to wait for a row lock`,
  );
}

export async function lockPostRow(t: TestApp, postId: number): Promise<PostRowLock> {
  const lock = new Client({ connectionString: t.settings.databaseUrl });
  await lock.connect();
  await lock.query('BEGIN');
  await lock.query('SELECT 1 FROM posts WHERE posts_id = $1 FOR UPDATE', [postId]);
  return {
    waited: () => lockWaiters(t, 1),
    release: async () => {
      await lock.query('COMMIT');
    },
    end: () => lock.end().catch(() => undefined),
  };
}
