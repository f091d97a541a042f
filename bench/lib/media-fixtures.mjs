// @ts-check
// Media inputs of the benchmark, generated once into bench/tmp/ (git-ignored) and reused:
// 12-megapixel JPEGs that look like photos to an encoder (gradients, shapes and sensor-like
// noise, so they are neither trivially compressible nor pure noise) and a 60 s 1080p clip.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'server', 'package.json'));
const sharp = require('sharp');
/** @type {typeof import('../../server/src/bench-surface.js')} */
const { binaries } = require(join(root, 'server', 'dist', 'bench-surface.js'));
const run = promisify(execFile);

export const TMP_DIR = join(root, 'bench', 'tmp');

/** A small, fast xorshift PRNG: the images are the same on every machine and run. */
function prng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** Raw RGB pixels: a diagonal colour gradient, a few soft discs, and ±12 of per-pixel noise. */
function photoLikePixels(width, height, seed) {
  const rand = prng(seed * 7919 + 17);
  const px = Buffer.allocUnsafe(width * height * 3);
  const base = [rand() * 255, rand() * 255, rand() * 255];
  const slope = [rand() - 0.5, rand() - 0.5, rand() - 0.5].map((s) => (s * 200) / (width + height));
  const discs = Array.from({ length: 6 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r2: (100 + rand() * 900) ** 2,
    c: [rand() * 120 - 60, rand() * 120 - 60, rand() * 120 - 60],
  }));
  let i = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = base[0] + slope[0] * (x + y);
      let g = base[1] + slope[1] * (x - y);
      let b = base[2] + slope[2] * (y - x / 2);
      for (const d of discs) {
        const dx = x - d.x;
        const dy = y - d.y;
        if (dx * dx + dy * dy < d.r2) {
          r += d.c[0];
          g += d.c[1];
          b += d.c[2];
        }
      }
      const n = (rand() - 0.5) * 24;
      px[i++] = r + n;
      px[i++] = g + n;
      px[i++] = b + n;
    }
  }
  return px;
}

/**
 * `count` 4000×3000 JPEGs (quality 90, like a phone camera); answers their paths.
 * @param {number} count
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function testImages(count, { log = () => {} } = {}) {
  const dir = join(TMP_DIR, 'images');
  mkdirSync(dir, { recursive: true });
  const files = [];
  let told = false;
  for (let i = 0; i < count; i++) {
    const file = join(dir, `photo-${String(i).padStart(2, '0')}.jpg`);
    if (!existsSync(file)) {
      if (!told) log(`  generating 12-megapixel JPEGs in bench/tmp/images (once, about 3 s each)`);
      told = true;
      const width = 4000;
      const height = 3000;
      await sharp(photoLikePixels(width, height, i + 1), { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toFile(`${file}.part`);
      renameSync(`${file}.part`, file);
    }
    files.push(file);
  }
  return files;
}

async function ffmpeg(args) {
  await run(binaries().ffmpeg, ['-hide_banner', '-nostdin', '-y', '-v', 'error', ...args], { timeout: 10 * 60_000 });
}

/**
 * The 60 s 1080p30 clip (H.264 + AAC, index first), as a phone would upload it.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function testClip({ log = () => {} } = {}) {
  const file = join(TMP_DIR, 'clip-1080p-60s.mp4');
  if (!existsSync(file)) {
    mkdirSync(TMP_DIR, { recursive: true });
    log('  generating a 60 s 1080p clip in bench/tmp (once)');
    await ffmpeg([
      '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30',
      '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      '-t', '60',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k',
      '-movflags', '+faststart', '-f', 'mp4', `${file}.part`,
    ]);
    renameSync(`${file}.part`, file);
  }
  return file;
}

/** A tiny valid clip with its index first; the 1 GB upload is this clip plus a `free` box. */
export async function tinyClip() {
  const file = join(TMP_DIR, 'clip-tiny.mp4');
  if (!existsSync(file)) {
    mkdirSync(TMP_DIR, { recursive: true });
    await ffmpeg([
      '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15',
      '-t', '2',
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p',
      '-movflags', '+faststart', '-f', 'mp4', `${file}.part`,
    ]);
    renameSync(`${file}.part`, file);
  }
  return file;
}
