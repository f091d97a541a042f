// @ts-check
// Load generation with autocannon used as a library: fixed connections and duration after a
// warm-up; every request picks a random signed-in member and random parameters.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cpuSeconds } from './cpu-time.mjs';

const require = createRequire(join(import.meta.dirname, '..', '..', 'server', 'package.json'));
const autocannon = require('autocannon');

function once(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * `makeRequest()` returns {method, path, headers, body} for one request.
 * Answers count as errors when they are not 2xx. `cpuPids`: processes whose CPU per request
 * (µs, user + system, from /proc) over the measured part is returned as `cpu_us`, in that order.
 * @param {{ baseUrl: string, makeRequest: () => object, connections?: number, duration?: number, warmup?: number,
 *   cpuPids?: (number | undefined)[] }} options
 */
export async function measure({ baseUrl, makeRequest, connections = 64, duration = 10, warmup = 3, cpuPids = [] }) {
  const requests = [
    {
      setupRequest: (req) => {
        const r = makeRequest();
        return { ...req, method: r.method ?? 'GET', path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
      },
    },
  ];
  if (warmup > 0) await once({ url: baseUrl, connections, duration: warmup, requests });
  const before = cpuPids.map((pid) => cpuSeconds(pid).self);
  const res = await once({ url: baseUrl, connections, duration, requests });
  const cpu_us = cpuPids.map((pid, i) => Math.round(((cpuSeconds(pid).self - before[i]) * 1e6) / Math.max(1, res.requests.total)));
  const non2xx = res.non2xx ?? 0;
  return {
    cpu_us,
    rps: Math.round(res.requests.average),
    p50_ms: res.latency.p50,
    p99_ms: res.latency.p99,
    errors: res.errors + res.timeouts + non2xx,
    error_kinds: errorKinds(res),
    total: res.requests.total,
  };
}

/**
 * What the errors were: each answer status that is not 2xx ("404": n), timeouts and connection
 * errors; empty when there were none.
 * @returns {Record<string, number>}
 */
function errorKinds(res) {
  /** @type {Record<string, number>} */
  const kinds = {};
  for (const [code, stats] of Object.entries(res.statusCodeStats ?? {})) if (!code.startsWith('2')) kinds[code] = stats.count;
  if (res.timeouts) kinds.timeouts = res.timeouts;
  if (res.errors) kinds.connection_errors = res.errors;
  return kinds;
}

/**
 * The error kinds of several measurements added up.
 * @param {{ error_kinds: Record<string, number> }[]} runs
 */
export function addErrorKinds(runs) {
  /** @type {Record<string, number>} */
  const sum = {};
  for (const run of runs) for (const [kind, n] of Object.entries(run.error_kinds)) sum[kind] = (sum[kind] ?? 0) + n;
  return sum;
}

/**
 * One request per signed-in member before measuring, so every endpoint sees a running server
 * (each process checks a session's token and device session once, then remembers them): without
 * it the first endpoint measured also paid 5 000 first sign-ins.
 */
export async function signInEveryMember(baseUrl, ctx, log = console.log) {
  const started = Date.now();
  const queue = [...ctx.members];
  const worker = async () => {
    for (let m = queue.pop(); m; m = queue.pop()) {
      const res = await fetch(`${baseUrl}/api/noti/unread-notification-count`, { headers: { authorization: m.auth } });
      if (!res.ok) throw new Error(`sign-in warm-up: ${res.status} for member ${m.userId}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  log(`signed in ${ctx.members.length} members once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

