/**
 * Node flags every app process runs with (npm start, the Docker image through scripts/app.mjs,
 * the bench): the one place they are set. PEN_NODE_TUNING=off turns them and APP_ENV off.
 *
 * --single-threaded-gc: V8 collects garbage on the main thread only. Its default helper threads
 * speed up one process on an idle many-core machine, but here the app shares its cores with
 * PostgreSQL and with the other app processes (scale out one process per core), and the helpers'
 * start-up and synchronisation cost more CPU than they save: measured at scale M on two cores,
 * the API's CPU per unread count 106/105 -> 96/98 us, per feed page 365/355 -> 341/313 us
 * (alternated runs of bench/cpu-per-request.mjs); the bare baseline server, which allocates far
 * less per request, did not change. Remove it for a single process on a machine of its own.
 *
 * --no-allocation-site-pretenuring: V8 allocates objects straight in the old generation when their
 * allocation site's objects survived often. Generic code that builds the app's long-lived objects
 * at start-up (Nest, Fastify, node:http) builds each request's short-lived ones later, so those
 * were pretenured: dead in the old generation, they still hold their young referents alive
 * through every minor collection until the next full one. Under load the API promoted ~1.6 MB of
 * request garbage per scavenge, each scavenge took ~11 ms (every ~65 ms: a sixth of the API's
 * time); without pretenuring ~0 MB and ~1.1 ms (--trace-gc-nvp, unread count at scale M).
 *
 * --max-semi-space-size=64: a young generation of up to 64 MB per half instead of 16. Under feed
 * load the default one filled every ~120 ms, and with 64 requests in flight each scavenge
 * promoted some of them: the old generation grew ~20 MB in 3 s and was marked and compacted that
 * often (70-95 ms of marking steps over ~200 ms, then a 13-22 ms pause), and the requests caught
 * in those windows made the tail. With 64 MB: a scavenge every ~220 ms, no full collection in 25 s
 * of load. Feed first page p99 at 64 connections 62-76 -> 49-56 ms in alternated 10 s runs of
 * bench/cpu-per-request.mjs (requests/s and CPU per request unchanged, unread count and likes too).
 * V8 grows the young generation only as fast as the process allocates: an idle process stays
 * small; a busy API holds ~100-130 MB more (--trace-gc: 108 -> 244 MB committed heap).
 */
export const APP_NODE_FLAGS = ['--single-threaded-gc', '--no-allocation-site-pretenuring', '--max-semi-space-size=64'];

/**
 * Environment every app process starts with, beside APP_NODE_FLAGS (npm start, the Docker image,
 * the bench): glibc's malloc keeps up to 64 MB of freed heap instead of 128 KB, and serves blocks
 * of up to 32 MB from the heap.
 *
 * A feed page is copied together into one ~57 KB buffer, allocated with malloc and freed when the
 * garbage collector finds it dead. With the default trim threshold, some API processes (4 of 9
 * starts, depending on how the heap happened to be laid out) handed the top of the heap
 * back to the kernel with brk after such frees, then took it back for the next pages:
 * 0.13-0.21 brk calls and 6-12 page faults per page (strace -c, perf stat), where other starts
 * had 0.5-0.9. Those processes cost 694-967 µs of CPU per feed page.
 * With this threshold, 5 of 5 starts ran at 0.5 faults and 400-456 µs per page (the bare
 * server's requests/s over the API's: 0.98-1.08), at scale M on the bench's seed of pages with
 * files and inline comments.
 * The cost is up to 64 MB of freed memory kept per process. An operator's own GLIBC_TUNABLES wins.
 *
 * Setting any malloc threshold turns off glibc's dynamic mmap threshold, which otherwise rises
 * (up to 32 MB) once a large block has been freed, so that later blocks of that size come from
 * the heap. Fixed at its 128 KB default, every large buffer of an image resize (libvips, a 12 MP
 * JPEG) was mmapped, faulted in and unmapped again: the worker's CPU per image went from 86 to
 * 136 ms (media queue 11.5 -> 8.8 images/s, `node bench/media.mjs images`). The mmap threshold is
 * therefore set to 32 MB, the dynamic one's ceiling: 88 ms and 11.4 images/s with both settings,
 * and the feed kept its 0.6-0.7 page faults per page.
 */
export const APP_ENV = { GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=67108864:glibc.malloc.mmap_threshold=33554432' };

/**
 * PEN_NODE_TUNING=off runs the app with Node's and glibc's defaults: no APP_NODE_FLAGS, no
 * APP_ENV. For a machine that differs from the one these were measured on (a single process on
 * many cores of its own, another libc), or to rule them out when chasing a problem.
 */
export function tuningOn(env = process.env) {
  return (env.PEN_NODE_TUNING ?? '').trim().toLowerCase() !== 'off';
}

/** The Node flags an app process starts with: APP_NODE_FLAGS unless PEN_NODE_TUNING=off. */
export function appNodeFlags(env = process.env) {
  return tuningOn(env) ? [...APP_NODE_FLAGS] : [];
}

/** `env` with APP_ENV's entries for those it does not set itself (none with PEN_NODE_TUNING=off). */
export function withAppEnv(env) {
  return tuningOn(env) ? { ...APP_ENV, ...env } : { ...env };
}
