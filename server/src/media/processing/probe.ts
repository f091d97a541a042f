import { execFile } from 'node:child_process';
import type { Demuxer } from '../sniff';
import { binaries } from './binaries';
import { tiedToThisProcess } from './tied-to-parent';

/** What the app needs to know about an audio or video file. */
export interface ProbeResult {
  /** Seconds, or undefined when the container does not say (MediaRecorder WebM). */
  duration: number | undefined;
  /** ffprobe's `format_name`, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  /** fps: the lower of the average and the base frame rate (a variable-rate file may state a huge base rate). */
  video: { width: number; height: number; codec: string; rotation: number; fps: number | undefined } | undefined;
  audio: { codec: string } | undefined;
}

interface RawStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
  disposition?: { attached_pic?: number };
}

interface RawProbe {
  streams?: RawStream[];
  format?: { duration?: string; format_name?: string };
}

const finite = (v: string | undefined): number | undefined => {
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** "30000/1001" → 29.97; "0/0" or anything unreadable → undefined. */
const rate = (v: string | undefined): number | undefined => {
  const [num, den] = (v ?? '').split('/').map(Number);
  const n = den === undefined ? num : num / den;
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
  const rates = [rate(v?.avg_frame_rate), rate(v?.r_frame_rate)].filter((r): r is number => r !== undefined);
  const fps = rates.length > 0 ? Math.min(...rates) : undefined;
  return {
    duration,
    formatName: raw.format?.format_name ?? '',
    video: v ? { width: v.width ?? 0, height: v.height ?? 0, codec: v.codec_name ?? 'unknown', rotation, fps } : undefined,
    audio: a ? { codec: a.codec_name ?? 'unknown' } : undefined,
  };
}

export class ProbeError extends Error {}

/**
 * ffmpeg input options for a local file read with a given demuxer: the demuxer is forced (no
 * content probing, so no playlist or manifest demuxer) and only the file protocol may open
 * anything, so nothing inside a file can make ffmpeg fetch a URL or read another file.
 */
export function localInput(file: string, demuxer: Demuxer): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${file}`];
}

/**
 * Runs ffprobe on a local file with the demuxer of its sniffed format (header reading only: fast,
 * bounded output), and refuses a result whose container is not the one asked for.
 */
export function probe(file: string, demuxer: Demuxer, timeoutMs = 30_000): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...localInput(file, demuxer)];
  return new Promise((resolve, reject) => {
    const tied = tiedToThisProcess(binaries().ffprobe, args);
    execFile(tied.command, tied.args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(new ProbeError(`ffprobe failed: ${err.message.split('\n')[0]}`));
      try {
        const result = parseProbe(stdout);
        if (!result.formatName.split(',').includes(demuxer)) return reject(new ProbeError(`ffprobe read ${result.formatName || 'nothing'}, not ${demuxer}`));
        resolve(result);
      } catch (e) {
        reject(new ProbeError(`ffprobe output unreadable: ${(e as Error).message}`));
      }
    });
  });
}
