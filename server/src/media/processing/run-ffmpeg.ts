import { spawn } from 'node:child_process';
import { binaries } from './binaries';
import { tiedToThisProcess } from './tied-to-parent';

export class FfmpegError extends Error {}

/** ffmpeg ran out of time: the same file would run out again, so it is not retried. */
export class FfmpegTimeoutError extends FfmpegError {}

export interface FfmpegRunOptions {
  /** Stops ffmpeg at once (the worker hands its job back: it is stopping, or another worker has the job now). */
  signal?: AbortSignal;
  /** Called with the seconds of output written so far, as ffmpeg reports them (`-progress`). */
  onProgress?: (outputSeconds: number) => void;
}

/**
 * Runs ffmpeg with prepared arguments. Its stderr is kept to the last 4 KB for the error
 * message; a stuck process is killed after `timeoutMs`.
 */
export function runFfmpeg(args: string[], timeoutMs: number, { signal, onProgress }: FfmpegRunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    // Tied to this process: a worker killed mid-transcode takes its ffmpeg with it.
    const tied = tiedToThisProcess(binaries().ffmpeg, onProgress ? ['-progress', 'pipe:1', ...args] : args);
    const child = spawn(tied.command, tied.args, { stdio: ['ignore', onProgress ? 'pipe' : 'ignore', 'pipe'], signal, killSignal: 'SIGKILL' });
    if (onProgress) {
      let pending = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop()!;
        for (const line of lines) {
          const us = /^out_time_us=(\d+)$/.exec(line.trim())?.[1];
          if (us) onProgress(Number(us) / 1e6);
        }
      });
    }
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4096);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new FfmpegError(signal?.aborted ? 'ffmpeg stopped: the job was handed back' : `ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else if (timedOut) reject(new FfmpegTimeoutError(`ffmpeg took longer than ${Math.round(timeoutMs / 1000)} s`));
      else reject(new FfmpegError(`ffmpeg ${signal ? `killed by ${signal}` : `exited with ${code}`}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}
