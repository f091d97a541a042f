import { Job, Worker } from 'bullmq';
import Redis from 'ioredis';

/**
 * Takes a job's lock again when it lapsed while Redis was away, provided the job is still
 * active and nobody else holds it; renews it when it is still ours (and, as BullMQ's renewal
 * does, takes the job off the list of possibly stalled ones). 1: the lock is ours; 0: lost.
 * KEYS: lock, active list, stalled set. ARGV: token, lock ms, job id.
 */
const RETAKE_LOCK = `
local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
if not held and not redis.call('LPOS', KEYS[2], ARGV[3]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SREM', KEYS[3], ARGV[3])
return 1`;

/**
 * The jobs this worker process runs, and their locks across a Redis outage. A lock lives
 * WORKER_LOCK_MS in Redis and is renewed while the job runs; an outage longer than that let it
 * lapse, the next stalled check counted the running transcode as a crash and another worker
 * started it again (two such outages failed it). When the connection drops, a re-take of every
 * running job's lock is queued on it at once, so that it is the first command this process sends
 * when Redis is back, before its own stalled check; a job whose lock another worker took over in
 * the meantime is stopped here (`lost`), so two workers never transcode one file.
 */
export class RunningJobs {
  private readonly jobs = new Map<string, { queue: string; job: Job; token: string }>();
  private stopped = false;

  constructor(private readonly lockMs: number) {}

  /** Tracks a running job; call the returned function when its handler ends. */
  track(queue: string, job: Job, token: string | undefined): () => void {
    const key = `${queue}#${job.id}`;
    if (token && job.id) this.jobs.set(key, { queue, job, token });
    return () => this.jobs.delete(key);
  }

  keepLocksAcrossOutages(connection: Redis, workers: Worker[], lost: (queue: string, jobId: string) => void): void {
    const byQueue = new Map(workers.map((w) => [w.name, w]));
    const retake = async (only?: { queue: string; ids: string[] }) => {
      for (const { queue, job, token } of [...this.jobs.values()]) {
        const w = byQueue.get(queue);
        if (!w || !job.id || (only && (only.queue !== queue || !only.ids.includes(job.id)))) continue;
        const ours = await connection.eval(RETAKE_LOCK, 3, `${w.toKey(job.id)}:lock`, w.keys.active, w.keys.stalled, token, this.lockMs, job.id).catch(() => 1);
        if (ours === 0 && this.jobs.has(`${queue}#${job.id}`)) lost(queue, job.id);
      }
    };
    // ioredis says 'close' after every failed reconnection attempt: one re-take waits at a time.
    let queued = false;
    connection.on('close', () => {
      if (this.stopped || queued || this.jobs.size === 0) return;
      queued = true;
      void retake().finally(() => (queued = false));
    });
    for (const w of workers) {
      w.on('lockRenewalFailed', (ids: string[]) => {
        if (!this.stopped) void retake({ queue: w.name, ids });
      });
    }
  }

  /** BullMQ's error for a renewal that found the lock gone: handled by the re-take above. */
  isLockRenewalError(err: Error): boolean {
    return err.message.startsWith('could not renew lock for job ');
  }

  stop(): void {
    this.stopped = true;
  }
}
