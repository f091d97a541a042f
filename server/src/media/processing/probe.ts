import { execFile } from 'node:child_process';
import { binaries } from './binaries';

/** What the app needs to know about an audio or video file. */
export interface ProbeResult {
  /** Seconds, or undefined when the container does not say (MediaRecorder WebM). */
  duration: number | undefined;
  video: { width: number; height: number; codec: string; rotation: number } | undefined;
  audio: { codec: string } | undefined;
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
  disposition?: { attached_pic?: number };
}

interface RawProbe {
  streams?: RawStream[];
  format?: { duration?: string };
}

const finite = (v: string | undefined): number | undefined => {
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Reads `ffprobe -print_format json -show_format -show_streams` output. Pure, unit-tested. */
export function parseProbe(json: string): ProbeResult {
  const raw = JSON.parse(json) as RawProbe;
  const streams = raw.streams ?? [];
  // Cover art in an MP3 shows up as a video stream flagged attached_pic: it is not a video.
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0);
  const a = streams.find((s) => s.codec_type === 'audio');
  const rotationRaw = v?.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation ?? Number(v?.tags?.rotate ?? 0);
  const rotation = ((Math.round(rotationRaw / 90) * 90) % 360 + 360) % 360;
  const duration = finite(raw.format?.duration) ?? finite(v?.duration) ?? finite(a?.duration);
  return {
    duration,
    video: v ? { width: v.width ?? 0, height: v.height ?? 0, codec: v.codec_name ?? 'unknown', rotation } : undefined,
    audio: a ? { codec: a.codec_name ?? 'unknown' } : undefined,
  };
}

export class ProbeError extends Error {}

/** Runs ffprobe on a local file (header reading only: fast, bounded output). */
export function probe(file: string, timeoutMs = 30_000): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) => {
    execFile(binaries().ffprobe, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(new ProbeError(`ffprobe failed: ${err.message.split('\n')[0]}`));
      try {
        resolve(parseProbe(stdout));
      } catch (e) {
        reject(new ProbeError(`ffprobe output unreadable: ${(e as Error).message}`));
      }
    });
  });
}
