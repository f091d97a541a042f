import { REMOVED_CONTENT_KEPT_DAYS } from '../common/removable-content';

/** Statements of the purge of removed content (removed-content-purge.processor.ts); run by removed-content.repository.ts. */

/** Rows deleted per transaction: a long backlog goes in short transactions. */
export const PURGE_BATCH = 200;
const CUTOFF = `now() - make_interval(days => ${REMOVED_CONTENT_KEPT_DAYS})`;

/** The condition selecting a batch of rows removed more than 30 days ago, in <id> order (for an owner's `lockFirst`). */
export function removedDueSql(id: string): string {
  return `removed_at < ${CUTOFF} ORDER BY ${id} LIMIT ${PURGE_BATCH}`;
}

/** A batch of <table>'s rows removed more than 30 days ago, locked, skipping rows others hold. */
export function removedBatchSql(table: string, id: string): string {
  return `SELECT ${id} AS id FROM ${table} WHERE removed_at < ${CUTOFF} ORDER BY ${id} LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED`;
}

/** Deletes <table>'s rows whose <id> is in $1 (int[]). */
export function deleteRowsSql(table: string, id: string): string {
  return `DELETE FROM ${table} WHERE ${id} = ANY($1::int[])`;
}

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  removedDueSql: [['posts_id']],
  removedBatchSql: [['posts', 'posts_id'], ['comments', 'comment_id'], ['groups', 'group_id'], ['group_comments', 'comment_id']],
  deleteRowsSql: [['posts', 'posts_id'], ['comments', 'comment_id'], ['groups', 'group_id'], ['group_comments', 'comment_id']],
};
