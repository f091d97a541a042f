// @ts-check
// Media figures of `npm run bench`, each against a same-run baseline on the same machine:
// - images/s through the real `media` queue (12 MP JPEG → 1280 wide) vs a plain sharp loop
//   calling the worker's own normalizeImage() with the worker's concurrency;
// - a 60 s 1080p clip transcoded by the worker (upload answered → post ready) vs ffmpeg run
//   directly with the very same arguments (the worker's pure argument builder), 3 rounds each;
// - the app process's peak RSS growth while a 1 GB video is uploaded.
// Runs the production build (server/dist) on a scratch database. Alone: `node bench/media.mjs`
// (all three) or `node bench/media.mjs images video` (some).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApp } from './lib/app-server.mjs';
import { createBenchMember } from './lib/bench-member.mjs';
import { testClip, testImages, tinyClip } from './lib/media-fixtures.mjs';
import { cpuSeconds } from './lib/cpu-time.mjs';
import { rssOf, sampleRss } from './lib/rss-sampler.mjs';
import { dropRedisPrefix, freshRedisPrefix, redisUrl } from './lib/redis-cleanup.mjs';
import { scratchDatabase } from './lib/scratch-db.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'server', 'dist');
const require = createRequire(join(root, 'server', 'package.json'));

const MiB = 1024 * 1024;
const IMAGE_COUNT = 20;
const IMAGES_PER_POST = 4;
const IMAGE_ROUNDS = 5;
/** The spec's video limit (1000 MB): the largest upload the app accepts. */
const BIG_UPLOAD_BYTES = 1000 * MiB;
const PORT = Number(process.env.BENCH_MEDIA_PORT ?? 3901);
const VIDEO_ROUNDS = 3;

/** The 1-minute load average: the machine is shared, and a busy one slows every figure. */
const loadAverage = () => loadavg()[0].toFixed(1);
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (ms) => round(ms / 1000, 2);

async function loadServerModules() {
  try {
    /** @type {typeof import('../server/src/bench-surface.js')} */
    const server = require(join(dist, 'bench-surface.js'));
    return await server.mediaProcessing();
  } catch (err) {
    throw new Error(`the server build is missing or stale (run \`npm run build\`): ${err.message}`);
  }
}

// ---------------------------------------------------------------- the app and its database

async function pendingPost(pool, userId) {
  const { rows } = await pool.query(
    `INSERT INTO posts (user_id, content, visibility, is_ready, media_state) VALUES ($1, 'bench media', 'public', false, 'processing') RETURNING posts_id`,
    [userId],
  );
  return rows[0].posts_id;
}

/**
 * Waits until every media job of these posts has finished, as the queue's own event stream tells
 * (a blocking read in Redis), then checks that every post is ready; answers when the last job
 * was reported finished. No polling: a poll of the database every 10 ms took this process and
 * PostgreSQL ~11 % of a core while the worker was timed, CPU that the plain sharp and ffmpeg
 * runs beside it did not lose (the worker's ffmpeg got 1.78 cores where plain ffmpeg got 1.91).
 */
async function waitProcessed({ db, media }, postIds, timeoutMs) {
  const { Job } = require('bullmq');
  const { rows: files } = await db.pool.query(`SELECT media_id, job_key, media_type FROM media WHERE posts_id = ANY($1)`, [postIds]);
  if (!files.length) throw new Error(`posts ${postIds.join(', ')} have no media`);
  await Promise.all(
    files.map(async ({ media_id, job_key, media_type }) => {
      // As the upload service names and queues them (mediaJobId, media.transcode on media-av).
      const { queue, events } = media_type === 'image' ? media : media.av;
      const job = await Job.fromId(queue, `media-${media_id}-${job_key}`);
      if (!job) throw new Error(`no media job for media ${media_id}`);
      await job.waitUntilFinished(events, timeoutMs);
    }),
  );
  const done = Date.now();
  const { rows } = await db.pool.query(`SELECT posts_id, is_ready, media_state FROM posts WHERE posts_id = ANY($1)`, [postIds]);
  const notReady = rows.filter((r) => !r.is_ready);
  if (notReady.length) throw new Error(`post(s) not ready after their media jobs: ${notReady.map((r) => `${r.posts_id} (${r.media_state})`).join(', ')}`);
  return done;
}

/** The app's `media` queue and its event stream, as the bench watches and pauses it. */
async function mediaQueue(redisPrefix) {
  const { Queue, QueueEvents } = require('bullmq');
  const redis = new URL(redisUrl());
  const opts = {
    connection: { host: redis.hostname, port: Number(redis.port || 6379), password: redis.password || undefined },
    prefix: `${redisPrefix}:bull`,
  };
  const queue = new Queue('media', opts);
  const events = new QueueEvents('media', opts);
  // Video and audio have a queue of their own (media-av), so images never wait behind them.
  const av = { queue: new Queue('media-av', opts), events: new QueueEvents('media-av', opts) };
  // Each job awaited adds its listeners to both, and a round awaits IMAGE_COUNT jobs at once.
  for (const emitter of [queue, events]) emitter.setMaxListeners(4 * IMAGE_COUNT);
  const all = [queue, events, av.queue, av.events];
  await Promise.all(all.map((e) => e.waitUntilReady()));
  return {
    queue,
    events,
    av,
    close: async () => {
      await queue.resume().catch(() => undefined);
      await Promise.all(all.map((e) => e.close()));
    },
  };
}

/** A multipart upload as the SDK sends it: the target first, then the files (read whole: they are small). */
async function uploadFiles(app, token, route, postId, files, type) {
  const form = new FormData();
  form.append('postId', String(postId));
  for (const f of files) form.append('files', new Blob([readFileSync(f)], { type }), basename(f));
  const res = await fetch(`${app.url}/api/media/${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  if (res.status !== 202) throw new Error(`${route} answered ${res.status}: ${body}`);
}

/**
 * Streams a valid MP4 of exactly `totalBytes` without holding it: a tiny real clip (index
 * first) followed by a `free` box of filler, which players and ffprobe skip. Answers the
 * status and body of the app's answer.
 */
function streamBigVideo(app, token, postId, clip, totalBytes) {
  const boundary = `----pen-bench-${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="postId"\r\n\r\n${postId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const freeBytes = totalBytes - clip.length;
  const freeHeader = Buffer.alloc(8);
  freeHeader.writeUInt32BE(freeBytes, 0);
  freeHeader.write('free', 4, 'latin1');
  const filler = Buffer.alloc(MiB, 0x20);
  const url = new URL(`${app.url}/api/media/upload-video`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + totalBytes + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(clip);
    req.write(freeHeader);
    let left = freeBytes - freeHeader.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, filler.length);
        left -= n;
        if (!req.write(n === filler.length ? filler : filler.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

// ---------------------------------------------------------------- the three measurements

async function uploadMemory({ app, db, member, media, log }) {
  const clip = readFileSync(await tinyClip());
  // Warm-up: the upload route, the probe and the worker have run once before the baseline.
  const warm = await pendingPost(db.pool, member.userId);
  await uploadFiles(app, member.token, 'upload-video', warm, [await tinyClip()], 'video/mp4');
  await waitProcessed({ db, media }, [warm], 60_000);
  await new Promise((r) => setTimeout(r, 1000));

  const postId = await pendingPost(db.pool, member.userId);
  const before = await rssOf(app.pid);
  const sampler = sampleRss(app.pid, 50);
  await sampler.ready;
  const started = Date.now();
  const res = await streamBigVideo(app, member.token, postId, clip, BIG_UPLOAD_BYTES);
  const uploadMs = Date.now() - started;
  const { peak, samples } = await sampler.stop();
  if (res.status !== 202) throw new Error(`the 1 GB upload answered ${res.status}: ${res.body}`);
  const growth = round((peak - before) / MiB, 1);
  log(`  1000 MiB video upload: ${seconds(uploadMs)} s (${round(BIG_UPLOAD_BYTES / MiB / (uploadMs / 1000), 0)} MiB/s), RSS ${round(before / MiB, 0)} MiB before, peak +${growth} MiB (${samples} samples)`);

  // Not part of the figure, but worth seeing: the worker copying the gigabyte back out of storage.
  const during = sampleRss(app.pid, 50);
  await during.ready;
  const t = Date.now();
  await waitProcessed({ db, media }, [postId], 5 * 60_000);
  const processing = await during.stop();
  log(`  its processing (probe, transcode of the real frames, poster): ${seconds(Date.now() - t)} s, RSS peak +${round((processing.peak - before) / MiB, 1)} MiB`);
  // The gigabyte's dirty pages are flushed now rather than during the next measurement.
  execFileSync('sync');
  return growth;
}

/**
 * One round through the real queue: the uploads first with the queue paused (the upload checks
 * would otherwise share the two cores with the worker), then resumed and timed until every post
 * is ready. Answers images/s and the app's CPU seconds per image.
 */
async function imageQueueRound({ app, db, member, images, media, log }) {
  const { queue } = media;
  await queue.pause();
  const posts = [];
  const t0 = Date.now();
  for (let i = 0; i < images.length; i += IMAGES_PER_POST) {
    const postId = await pendingPost(db.pool, member.userId);
    posts.push(postId);
    await uploadFiles(app, member.token, 'upload-images', postId, images.slice(i, i + IMAGES_PER_POST), 'image/jpeg');
  }
  const uploadS = seconds(Date.now() - t0);
  const early = await db.pool.query(`SELECT count(*)::int AS n FROM media WHERE posts_id = ANY($1) AND status <> 'pending'`, [posts]);
  if (early.rows[0].n > 0) throw new Error(`the media queue was not paused: ${early.rows[0].n} images processed during the uploads`);
  const cpu0 = cpuSeconds(app.pid).self;
  const started = Date.now();
  await queue.resume();
  const done = await waitProcessed({ db, media }, posts, 5 * 60_000);
  const cpuPerImage = (cpuSeconds(app.pid).self - cpu0) / images.length;
  const rate = images.length / ((done - started) / 1000);
  log(`  media queue: ${images.length} images ready in ${seconds(done - started)} s → ${round(rate)} images/s, app CPU ${Math.round(cpuPerImage * 1000)} ms/image (uploads before: ${uploadS} s)`);
  return { rate, cpuPerImage };
}

/** The worker's own normalizeImage() on the same files, `parallel` at a time, in this process. */
async function sharpRound({ mods, images, out, parallel, label, log }) {
  const { normalizeImage } = mods;
  const cpu0 = process.cpuUsage();
  const started = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < images.length) {
      const i = next++;
      await normalizeImage(images[i], join(out, `${i}.jpg`));
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const rate = images.length / ((Date.now() - started) / 1000);
  const cpu = process.cpuUsage(cpu0);
  const cpuPerImage = (cpu.user + cpu.system) / 1e6 / images.length;
  log(`  plain sharp, ${label}: ${round(rate)} images/s, CPU ${Math.round(cpuPerImage * 1000)} ms/image`);
  return { rate, cpuPerImage };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Queue and plain sharp, interleaved over IMAGE_ROUNDS rounds so that a burst of load from
 * elsewhere on the machine hits both alike; each figure is the median of its rounds.
 */
async function queueVersusSharp(ctx) {
  const { mods, log } = ctx;
  const sharp = require('sharp');
  const parallel = mods.QUEUE_CONCURRENCY.media;
  const threads = sharp.concurrency(); // what image.ts set when it was loaded, as in the worker
  const label = `${parallel} at a time like the worker, libvips threads ${threads}`;
  const out = mkdtempSync(join(tmpdir(), 'pen-bench-sharp-'));
  try {
    // Warm: every file in the page cache, sharp's code paths run once, and so do the queue's
    // (one post's images through it: upload, job, settling).
    for (const f of ctx.images) readFileSync(f);
    await mods.normalizeImage(ctx.images[0], join(out, 'warm.jpg'));
    await imageQueueRound({ ...ctx, images: ctx.images.slice(0, IMAGES_PER_POST), log: () => undefined });
    const q = [];
    const p = [];
    for (let r = 0; r < IMAGE_ROUNDS; r++) {
      p.push(await sharpRound({ ...ctx, out, parallel, label }));
      q.push(await imageQueueRound(ctx));
    }
    // For the report only: what this machine does when libvips may use every core.
    const cores = availableParallelism();
    sharp.concurrency(cores);
    await sharpRound({ ...ctx, out, parallel, label: `for comparison, libvips threads ${cores}` });
    sharp.concurrency(threads);
    const queueRate = median(q.map((x) => x.rate));
    const sharpRate = median(p.map((x) => x.rate));
    log(
      `  medians: queue ${round(queueRate)} vs sharp ${round(sharpRate)} images/s (×${round(queueRate / sharpRate)}); ` +
        `CPU per image ${Math.round(median(q.map((x) => x.cpuPerImage)) * 1000)} vs ${Math.round(median(p.map((x) => x.cpuPerImage)) * 1000)} ms`,
    );
    return { queueRate, sharpRate };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function videoWorker({ app, db, member, media, clip, log }) {
  const postId = await pendingPost(db.pool, member.userId);
  const t0 = Date.now();
  await uploadFiles(app, member.token, 'upload-video', postId, [clip], 'video/mp4');
  const uploaded = Date.now();
  const cpu0 = cpuSeconds(app.pid).children;
  const ready = await waitProcessed({ db, media }, [postId], 10 * 60_000);
  const cpu = cpuSeconds(app.pid).children - cpu0;
  log(`  worker: upload answered in ${seconds(uploaded - t0)} s, ready ${seconds(ready - uploaded)} s later (its ffmpeg/ffprobe runs: ${round(cpu, 1)} CPU s)`);
  return (ready - uploaded) / 1000;
}

async function videoPlain({ mods, clip, log }) {
  const { probe, targetSize, videoTranscodeArgs, posterArgs, MEDIA_LIMITS, runFfmpeg } = mods;
  const dir = mkdtempSync(join(tmpdir(), 'pen-bench-ffmpeg-'));
  try {
    // Exactly what MediaProcessor.video() computes for this input.
    const src = await probe(clip, 'mov');
    const size = targetSize(src.video.width, src.video.height, src.video.rotation, MEDIA_LIMITS.videoMaxSide);
    const out = join(dir, 'out.mp4');
    const cpu0 = cpuSeconds(process.pid).children;
    const t0 = Date.now();
    await runFfmpeg(videoTranscodeArgs(clip, out, { demuxer: 'mov', size, hasAudio: !!src.audio, maxSeconds: MEDIA_LIMITS.maxVideoSeconds }), 60 * 60_000);
    const transcodeMs = Date.now() - t0;
    const cpu = cpuSeconds(process.pid).children - cpu0;
    const t1 = Date.now();
    const done = await probe(out, 'mov');
    await runFfmpeg(posterArgs(out, join(dir, 'poster.jpg'), done.duration ?? 0), 60_000);
    log(`  plain ffmpeg (${src.video.width}x${src.video.height} → ${size.width}x${size.height}): ${seconds(transcodeMs)} s (${round(cpu, 1)} CPU s); the worker also probes and takes a poster: +${seconds(Date.now() - t1)} s`);
    return transcodeMs / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Worker and plain ffmpeg over VIDEO_ROUNDS rounds, their order alternating: one transcode is
 * 20-30 s here, and the machine's speed drifts by up to a fifth between two of them (ffmpeg's
 * own CPU seconds for the same work included). Each figure is the median of its rounds.
 */
async function workerVersusFfmpeg(ctx) {
  const worker = [];
  const plain = [];
  for (let r = 0; r < VIDEO_ROUNDS; r++) {
    if (r % 2 === 0) {
      worker.push(await videoWorker(ctx));
      plain.push(await videoPlain(ctx));
    } else {
      plain.push(await videoPlain(ctx));
      worker.push(await videoWorker(ctx));
    }
  }
  const workerS = median(worker);
  const plainS = median(plain);
  ctx.log(`  medians: worker ${seconds(workerS * 1000)} s vs plain ffmpeg ${seconds(plainS * 1000)} s (×${round(workerS / plainS)})`);
  return { workerS, plainS };
}

// ---------------------------------------------------------------- entry

export const MEDIA_PARTS = ['memory', 'images', 'video'];

/** `parts` picks some of the measurements (all by default); the answer holds only their figures. */
export async function benchMedia({ log = console.log, parts = MEDIA_PARTS } = {}) {
  const mods = await loadServerModules();
  log('media: preparing inputs');
  const images = parts.includes('images') ? await testImages(IMAGE_COUNT, { log }) : [];
  const clip = parts.includes('video') ? await testClip({ log }) : '';
  await tinyClip();

  const db = await scratchDatabase('media');
  const jwtSecret = randomBytes(32).toString('base64url');
  const redisPrefix = freshRedisPrefix('media');
  let app;
  let media;
  const result = {};
  try {
    log(`media: starting the production app on port ${PORT} (load average ${loadAverage()})`);
    app = await startApp({ databaseUrl: db.url, port: PORT, jwtSecret, env: { REDIS_PREFIX: redisPrefix } });
    media = await mediaQueue(redisPrefix);
    const member = await createBenchMember(db.pool, jwtSecret);
    const ctx = { app, db, member, media, mods, images, clip, log };

    if (parts.includes('memory')) {
      log('media: 1 GB upload memory');
      result.upload_rss_growth_mb = await uploadMemory(ctx);
    }
    if (parts.includes('images')) {
      log(`media: ${IMAGE_COUNT} images of 4000x3000 → 1280 wide (load average ${loadAverage()})`);
      const { queueRate, sharpRate } = await queueVersusSharp(ctx);
      result.queue_images_per_s = round(queueRate);
      result.sharp_images_per_s = round(sharpRate);
    }
    if (parts.includes('video')) {
      log(`media: 60 s 1080p clip (load average ${loadAverage()})`);
      const { workerS, plainS } = await workerVersusFfmpeg(ctx);
      result.transcode_s = round(workerS, 1);
      result.ffmpeg_s = round(plainS, 1);
    }
    log(`media: done (load average ${loadAverage()})`);
    return result;
  } finally {
    await media?.close();
    if (app) {
      await app.stop();
      rmSync(app.dataDir, { recursive: true, force: true });
    }
    await db.drop();
    await dropRedisPrefix(redisPrefix);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A closed pipe (`| head`) must not kill this process before it has stopped the app.
  for (const s of [process.stdout, process.stderr]) s.on('error', () => undefined);
  const asked = process.argv.slice(2);
  const unknown = asked.filter((p) => !MEDIA_PARTS.includes(p));
  if (unknown.length) {
    process.stderr.write(`unknown part(s) ${unknown.join(', ')}; parts: ${MEDIA_PARTS.join(', ')}\n`);
    process.exit(2);
  }
  benchMedia({ log: (m) => process.stderr.write(`${m}\n`), parts: asked.length ? asked : MEDIA_PARTS }).then(
    (r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`),
    (err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
