import type { Demuxer } from '../sniff';
import { localInput } from './probe';

/**
 * ffmpeg command lines as pure functions, so what runs is exactly what the unit tests read.
 * Outputs: H.264/AAC MP4 with the index at the front (plays while downloading, seeks at once),
 * AAC audio in .m4a (plays in every browser, Safari included), a JPEG poster. Every input is
 * read with the demuxer of its sniffed format and the file protocol only (see localInput).
 */

export interface Size {
  width: number;
  height: number;
}

/**
 * The display size after rotation, scaled so that the longer side is at most `maxSide`,
 * both dimensions even (yuv420p needs it) and at least 2. Never enlarges.
 */
export function targetSize(width: number, height: number, rotation: number, maxSide: number): Size {
  const [w, h] = rotation === 90 || rotation === 270 ? [height, width] : [width, height];
  const scale = Math.min(1, maxSide / Math.max(w, h));
  const even = (n: number) => Math.max(2, Math.floor((n * scale) / 2) * 2);
  return { width: even(w), height: even(h) };
}

/** Video bitrate cap for a size: about 0.1 bit per pixel at 30 fps, 2.5 Mbit/s at 1280×720. */
export function videoMaxrateKbps(size: Size): number {
  return Math.min(4000, Math.max(500, Math.round((size.width * size.height * 30 * 0.09) / 1000 / 100) * 100));
}

export function videoTranscodeArgs(input: string, output: string, opts: { demuxer: Demuxer; size: Size; hasAudio: boolean; maxSeconds: number }): string[] {
  const maxrate = videoMaxrateKbps(opts.size);
  return [
    '-hide_banner', '-nostdin', '-y', '-v', 'error',
    ...localInput(input, opts.demuxer),
    '-map', '0:v:0',
    ...(opts.hasAudio ? ['-map', '0:a:0'] : []),
    // Drops every tag (location, device, creation time) of the original.
    '-map_metadata', '-1',
    '-t', String(opts.maxSeconds),
    '-vf', `scale=${opts.size.width}:${opts.size.height}:flags=bicubic,format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-level', '4.0',
    '-maxrate', `${maxrate}k`, '-bufsize', `${maxrate * 2}k`,
    ...(opts.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'] : ['-an']),
    '-sn', '-dn',
    '-movflags', '+faststart',
    '-f', 'mp4', output,
  ];
}

/** A poster frame of our own MP4 output: one second in, or the middle of a shorter clip. */
export function posterArgs(input: string, output: string, durationSeconds: number): string[] {
  const at = Math.min(1, Math.max(0, durationSeconds / 2));
  return ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-ss', at.toFixed(2), ...localInput(input, 'mov'), '-frames:v', '1', '-q:v', '4', '-f', 'image2', output];
}

export function audioTranscodeArgs(input: string, output: string, opts: { demuxer: Demuxer; maxSeconds: number }): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-v', 'error',
    ...localInput(input, opts.demuxer),
    '-map', '0:a:0',
    '-map_metadata', '-1',
    '-vn', '-sn', '-dn',
    // One second of slack: the duration is checked on the output, which must not be cut silently.
    '-t', String(opts.maxSeconds + 1),
    '-c:a', 'aac', '-b:a', '96k', '-ar', '44100',
    '-movflags', '+faststart',
    '-f', 'ipod', output,
  ];
}
