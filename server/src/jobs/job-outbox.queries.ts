/** The job outbox's statements (job-outbox.repository.ts runs them): jobs kept while Redis is away. */

/** Keeps job $1 (name) with id $2, payload $3 and options $4 until the relay queues it. */
export const KEEP_JOB_SQL = `INSERT INTO job_outbox (job_name, job_id, payload, opts) VALUES ($1, $2, $3, $4)`;

/** Whether any job waits: the relay's poll, one cheap read with no transaction. */
export const OUTBOX_WAITING_SQL = `SELECT EXISTS (SELECT 1 FROM job_outbox) AS waiting`;

/** The oldest `limit` waiting jobs, locked (others' relays skip them). */
export const outboxBatchSql = (limit: number) => `SELECT id, job_name, payload, opts FROM job_outbox ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;

/** Jobs $1 (ids) are queued: they leave the outbox. */
export const DELETE_RELAYED_SQL = `DELETE FROM job_outbox WHERE id = ANY($1::bigint[])`;

export const SQL_EXAMPLES = {
  outboxBatchSql: [[200]],
};
