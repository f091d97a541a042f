import { EntityManager } from 'typeorm';
import { deleteRowsSql, removedBatchSql, removedDueSql } from './removed-content.queries';

/** One kind of removed row, named by its owner (who alone may name its tables). */
export interface RemovedRows {
  /** For the log line: `purged 3 removed <label>`. */
  label: string;
  table: string;
  /** The id column: rows are taken in its order. */
  id: string;
  /** The media rows (alias m) that go with the rows whose ids are $1 (int[]). */
  media: string;
  /** A statement run first in each transaction, taking the locks other writers take before these
   * rows' (so the two never wait on each other); `due` selects this batch's rows. */
  lockFirst?: (due: string) => string;
}

/** Locks a batch of the kind's rows removed more than 30 days ago (after the owner's `lockFirst`); answers their ids. */
export async function lockRemovedBatch(m: EntityManager, { table, id, lockFirst }: RemovedRows): Promise<number[]> {
  if (lockFirst) await m.query(lockFirst(removedDueSql(id)));
  const rows: Array<{ id: number }> = await m.query(removedBatchSql(table, id));
  return rows.map((r) => r.id);
}

/** Deletes the kind's rows by id (their dependants go by cascade). */
export async function deleteRemovedRows(m: EntityManager, { table, id }: RemovedRows, ids: number[]): Promise<void> {
  await m.query(deleteRowsSql(table, id), [ids]);
}
