import { JobsOptions } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { JobName } from './job-types';
import { DELETE_RELAYED_SQL, KEEP_JOB_SQL, outboxBatchSql, OUTBOX_WAITING_SQL } from './job-outbox.queries';

/** The job outbox (table job_outbox): jobs kept in PostgreSQL while Redis is away (SQL in job-outbox.queries.ts). */

export interface OutboxRow {
  id: string;
  job_name: JobName;
  payload: never;
  opts: JobsOptions;
}

export async function keepJob(db: DataSource, name: string, jobId: string, payload: unknown, opts: JobsOptions): Promise<void> {
  await db.query(KEEP_JOB_SQL, [name, jobId, payload, opts]);
}

export async function jobsWaiting(db: DataSource): Promise<boolean> {
  const [{ waiting }]: Array<{ waiting: boolean }> = await db.query(OUTBOX_WAITING_SQL);
  return waiting;
}

/** The oldest `limit` waiting jobs, locked until the transaction ends. */
export function lockOutboxBatch(m: EntityManager, limit: number): Promise<OutboxRow[]> {
  return m.query(outboxBatchSql(limit));
}

export async function deleteRelayed(m: EntityManager, ids: string[]): Promise<void> {
  await m.query(DELETE_RELAYED_SQL, [ids]);
}
