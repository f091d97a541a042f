import { JOB_NAMES, JobName } from './job-types';

/**
 * What a handler learns of its job. `signal` aborts when the worker hands the job back (it is
 * stopping, or lost the job's lock in a Redis outage): a long handler stops its work and
 * rethrows, and the job runs again from the start elsewhere, without counting as an attempt.
 */
export interface JobMeta {
  attemptsMade: number;
  id?: string;
  signal?: AbortSignal;
  /** Reports a long job's progress (percent), at most every few seconds whatever the calls (BullMQ's `job.progress`). */
  progress?: (percent: number) => void;
}

export type Handler = (payload: unknown, meta: JobMeta) => Promise<unknown>;

/**
 * Builds the name → handler map and checks that every job name has exactly one handler and
 * that no handler serves an unknown name. Pure, so the rule is unit-tested.
 */
export function buildJobRegistry(found: Array<{ name: string; handler: Handler; owner: string }>): Map<JobName, Handler> {
  const problems: string[] = [];
  const byName = new Map<string, Array<{ handler: Handler; owner: string }>>();
  for (const f of found) {
    if (!(JOB_NAMES as string[]).includes(f.name)) problems.push(`${f.owner} handles unknown job "${f.name}"`);
    byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  }
  for (const name of JOB_NAMES) {
    const hs = byName.get(name) ?? [];
    if (hs.length === 0) problems.push(`job "${name}" has no handler`);
    if (hs.length > 1) problems.push(`job "${name}" has ${hs.length} handlers: ${hs.map((h) => h.owner).join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`Job handlers are inconsistent: ${problems.join('; ')}`);
  return new Map(JOB_NAMES.map((n) => [n, byName.get(n)![0].handler]));
}
