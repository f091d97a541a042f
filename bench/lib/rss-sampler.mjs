// @ts-check
// Samples another process's resident memory (VmRSS in /proc/<pid>/status) every `everyMs` on a
// worker thread, so that a busy main thread (pumping a gigabyte upload) cannot skip samples.
import { Worker } from 'node:worker_threads';

const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const rss = () => Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'))[1]) * 1024;
let peak = rss();
let samples = 1;
const timer = setInterval(() => { try { peak = Math.max(peak, rss()); samples++; } catch { /* process gone */ } }, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); try { peak = Math.max(peak, rss()); } catch {} parentPort.postMessage({ peak, samples }); });
`;

/** Resident set size of `pid` now, in bytes. */
export async function rssOf(pid) {
  const { readFile } = await import('node:fs/promises');
  const match = /** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8')));
  return Number(match[1]) * 1024;
}

/** Starts sampling; `stop()` answers {peak (bytes), samples}. */
export function sampleRss(pid, everyMs = 50) {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { pid, everyMs } });
  const ready = new Promise((resolve) => worker.once('online', resolve));
  return {
    ready,
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (m) => {
          void worker.terminate();
          resolve(m);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}
