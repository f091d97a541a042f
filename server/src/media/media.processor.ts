import { open, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MediaSettings, Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { JobGaveUpHandler, JobHandler } from '../jobs/job-handler.decorator';
import { JobMeta } from '../jobs/job-registry';
import { JobPayloads } from '../jobs/job-types';
import { Storage } from '../storage/storage';
import { MEDIA_LIMITS } from './media-limits';
import { TargetRef, targetOfRow } from './media-target';
import { MediaTargetsService, SettleOutcome } from './media-targets.service';
import { MEDIA_JOB_ATTEMPTS } from './media-upload.service';
import { audioTranscodeArgs, posterArgs, targetSize, videoTranscodeArgs } from './processing/ffmpeg-args';
import { InvalidImageError, normalizeImage } from './processing/image';
import { probe, ProbeError } from './processing/probe';
import { MEDIA_FILES_PREFIX } from './media-file-keys';
import { JobMedia, jobMedia, markMediaFailed, markMediaReady, MediaOutput } from './media-rows.repository';
import { FfmpegTimeoutError, runFfmpeg } from './processing/run-ffmpeg';
import { Demuxer, demuxerOf, detectFormat, SNIFF_BYTES } from './sniff';
import { videoCapRefusal } from './video-caps';

/** The input cannot be processed however often we try. */
class BadMediaError extends Error {}

/** The share of the input transcoded so far, as the job's progress (0-99: the last steps follow). */
function transcodeProgress(meta: JobMeta, inputSeconds: number | undefined): ((outputSeconds: number) => void) | undefined {
  if (!meta.progress || !inputSeconds) return undefined;
  const report = meta.progress;
  return (outputSeconds) => report(Math.min(99, Math.floor((outputSeconds / inputSeconds) * 100)));
}

/**
 * Worker role: processes one uploaded file. Idempotent: output keys derive from the original's
 * random name, so a job that runs again (a killed worker, a retry) overwrites the same objects,
 * and the row and the target flip to ready once.
 */
@Injectable()
export class MediaProcessor {
  private readonly log = new Logger('Media');
  private readonly caps: MediaSettings;

  constructor(
    @Inject(SETTINGS) settings: Settings,
    @InjectDataSource() private readonly db: DataSource,
    private readonly targets: MediaTargetsService,
    private readonly storage: Storage,
    private readonly events: DomainEventsService,
  ) {
    this.caps = settings.media;
  }

  /** Video and audio: the same work as an image's, on the queue of long jobs. */
  @JobHandler('media.transcode')
  transcode(payload: JobPayloads['media.transcode'], meta: JobMeta): Promise<void> {
    return this.process(payload, meta);
  }

  @JobHandler('media.process')
  async process(payload: JobPayloads['media.process'], meta: JobMeta): Promise<void> {
    const m = await jobMedia(this.db, payload.mediaId);
    if (!m || m.status === 'failed') return; // deleted with its post, or already given up
    const target = targetOfRow(m);
    let outcome: SettleOutcome;
    if (m.status === 'pending') {
      const sourceKey = m.source_key;
      if (!sourceKey) throw new UnrecoverableError(`media ${m.media_id} has no source`);
      const dir = await this.storage.makeScratchDir('media-');
      let cleared: Promise<void> | undefined;
      try {
        const out = await this.transform(m, sourceKey, dir, meta);
        // The outputs are in storage: the scratch directory goes while the row settles, not before
        // (with one job at a time, every millisecond of a job's bookkeeping is a millisecond the
        // worker's image pipeline stands still).
        cleared = this.clearScratch(dir);
        // The row's flip and the target's settling are one transaction (one commit per file).
        outcome = await this.targets.settle(target, (em) => markMediaReady(em, m.media_id, out));
      } catch (err) {
        // Handed back (the worker stops, or lost the job in a Redis outage): whoever runs it next starts over.
        if (meta.signal?.aborted) throw err;
        // A file that ran out of time would run out again: up to an hour of the queue per try.
        const last = err instanceof BadMediaError || err instanceof FfmpegTimeoutError || meta.attemptsMade + 1 >= MEDIA_JOB_ATTEMPTS;
        this.log.warn(`media ${m.media_id} (${m.media_type}) failed${last ? ' for good' : ', will retry'}: ${(err as Error).message}`);
        if (!last) throw err;
        await this.fail(m, target);
        throw new UnrecoverableError((err as Error).message);
      } finally {
        await (cleared ?? this.clearScratch(dir));
      }
      // The file is ready whatever happens to its original now; one left behind is only disk.
      await this.storage.delete(sourceKey).catch((err: Error) => this.log.warn(`media ${m.media_id}: original ${sourceKey} not deleted: ${err.message}`));
    } else outcome = await this.targets.settle(target);
    // Awaited, as every job publishes: the group listener's read and its group.commented happen within the job.
    if (outcome === 'ready') await this.events.publishAndWait('media.ready', { target: target.kind, targetId: target.id, userId: m.user_id });
  }

  /**
   * BullMQ gave the job up without this handler deciding so: it stalled past the limit (its
   * worker killed during it twice) or failed before reaching the file's own failure path. The
   * file's target shows the failed state its member can see and upload again to.
   */
  @JobGaveUpHandler('media.process')
  async gaveUp(payload: JobPayloads['media.process']): Promise<void> {
    const m = await jobMedia(this.db, payload.mediaId);
    if (!m || m.status !== 'pending') return; // processed, deleted or already marked failed
    this.log.warn(`media ${m.media_id} (${m.media_type}) failed for good: its job was given up`);
    await this.fail(m, targetOfRow(m));
  }

  @JobGaveUpHandler('media.transcode')
  transcodeGaveUp(payload: JobPayloads['media.transcode']): Promise<void> {
    return this.gaveUp(payload);
  }

  private async fail(m: JobMedia, target: TargetRef): Promise<void> {
    await markMediaFailed(this.db.manager, m.media_id);
    if (m.source_key) await this.storage.delete(m.source_key).catch(() => undefined);
    if ((await this.targets.settle(target)) === 'failed') {
      await this.events.publishAndWait('media.failed', { target: target.kind, targetId: target.id, userId: m.user_id });
    }
  }

  /** Processes the original into `dir` (scratch) and moves the outputs into storage. */
  private async transform(m: JobMedia, sourceKey: string, dir: string, meta: JobMeta): Promise<MediaOutput> {
    const input = await this.sourceFile(sourceKey, join(dir, 'source'));
    const name = `${MEDIA_FILES_PREFIX}${basename(sourceKey)}`;
    if (m.media_type === 'image') return this.image(input, join(dir, 'out.jpg'), name);
    if (m.media_type === 'video') return this.video(input, dir, name, meta);
    return this.audio(input, join(dir, 'out.m4a'), name, meta);
  }

  /** Never rejects: a directory left behind is only disk, and the scratch sweeper removes it. */
  private clearScratch(dir: string): Promise<void> {
    return rm(dir, { recursive: true, force: true }).catch((err: Error) => this.log.warn(`scratch ${dir} not removed: ${err.message}`));
  }

  /**
   * The original as a file sharp and ffmpeg can read: in place on local disk (a copy first was
   * most of the queue's overhead per image, about 13 ms of CPU for a 5 MB photo, and a second
   * gigabyte written for a 1 GB video), downloaded into `download` from object storage.
   */
  private async sourceFile(key: string, download: string): Promise<string> {
    const local = this.storage.localPath(key);
    if (local !== undefined) {
      if (!(await this.storage.stat(key))) throw new BadMediaError(`source ${key} is missing`);
      return local;
    }
    const src = await this.storage.get(key);
    if (!src) throw new BadMediaError(`source ${key} is missing`);
    await pipeline(src.stream, createWriteStream(download));
    return download;
  }

  private async image(input: string, output: string, name: string): Promise<MediaOutput> {
    try {
      const img = await normalizeImage(input, output);
      const key = `${name}.jpg`;
      await this.storage.moveIn(key, output, 'image/jpeg');
      return { path: key, poster_path: null, width: img.width, height: img.height, duration_s: null };
    } catch (err) {
      if (err instanceof InvalidImageError) throw new BadMediaError(err.message);
      throw err;
    }
  }

  /** The demuxer of the original's sniffed format, as the upload decided it (never ffmpeg's guess). */
  private async demuxerOf(input: string): Promise<Demuxer> {
    const file = await open(input, 'r');
    try {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
      const format = detectFormat(buffer.subarray(0, bytesRead));
      const demuxer = format && demuxerOf(format);
      if (!demuxer) throw new BadMediaError(`not an audio or video file (${format ?? 'unknown format'})`);
      return demuxer;
    } finally {
      await file.close();
    }
  }

  private async video(input: string, dir: string, name: string, meta: JobMeta): Promise<MediaOutput> {
    const demuxer = await this.demuxerOf(input);
    const src = await this.probeOrFail(input, demuxer);
    if (!src.video) throw new BadMediaError('no video stream');
    if (src.duration !== undefined && src.duration > MEDIA_LIMITS.maxVideoSeconds) throw new BadMediaError('video too long');
    const refusal = videoCapRefusal(src.video, this.caps);
    if (refusal) throw new BadMediaError(refusal);
    const size = targetSize(src.video.width, src.video.height, src.video.rotation, MEDIA_LIMITS.videoMaxSide);
    const out = join(dir, 'out.mp4');
    const poster = join(dir, 'poster.jpg');
    const args = videoTranscodeArgs(input, out, { demuxer, size, hasAudio: !!src.audio, maxSeconds: MEDIA_LIMITS.maxVideoSeconds });
    await runFfmpeg(args, this.caps.transcodeTimeoutSeconds * 1000, { signal: meta.signal, onProgress: transcodeProgress(meta, src.duration) });
    const done = await this.probeOrFail(out, 'mov');
    const duration = done.duration ?? 0;
    await runFfmpeg(posterArgs(out, poster, duration), 60_000, { signal: meta.signal });
    const key = `${name}.mp4`;
    const posterKey = `${name}.poster.jpg`;
    await this.storage.moveIn(key, out, 'video/mp4');
    await this.storage.moveIn(posterKey, poster, 'image/jpeg');
    return { path: key, poster_path: posterKey, width: size.width, height: size.height, duration_s: duration };
  }

  private async audio(input: string, output: string, name: string, meta: JobMeta): Promise<MediaOutput> {
    const demuxer = await this.demuxerOf(input);
    const src = await this.probeOrFail(input, demuxer);
    if (!src.audio) throw new BadMediaError('no audio stream');
    await runFfmpeg(audioTranscodeArgs(input, output, { demuxer, maxSeconds: MEDIA_LIMITS.maxAudioSeconds }), this.caps.transcodeTimeoutSeconds * 1000, {
      signal: meta.signal,
      onProgress: transcodeProgress(meta, src.duration),
    });
    // MediaRecorder WebM does not state its duration: it is known only after decoding.
    const done = await this.probeOrFail(output, 'mov');
    if ((done.duration ?? 0) > MEDIA_LIMITS.maxAudioSeconds + 0.5) throw new BadMediaError('audio too long');
    const key = `${name}.m4a`;
    await this.storage.moveIn(key, output, 'audio/mp4');
    return { path: key, poster_path: null, width: null, height: null, duration_s: done.duration ?? null };
  }

  private async probeOrFail(file: string, demuxer: Demuxer) {
    try {
      return await probe(file, demuxer);
    } catch (err) {
      if (err instanceof ProbeError) throw new BadMediaError(err.message);
      throw err;
    }
  }
}
