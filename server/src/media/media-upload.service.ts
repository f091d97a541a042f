import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { MediaSettings, Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { JobsService } from '../jobs/jobs.service';
import { Storage } from '../storage/storage';
import { randomName } from '../storage/storage-keys';
import { UploadAcceptedDto } from './media.dto';
import { MediaEntity, MediaType } from './media.entity';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from './media-limits';
import { requireTarget, TARGET_COLUMN, TargetRef, parseTargetFields } from './media-target';
import { deleteFailedMedia, insertMedia, pendingOnQueue, targetMedia } from './media-rows.repository';
import { MediaQuotasService } from './media-quotas.service';
import { MediaTargetsService } from './media-targets.service';
import { checkImage, TooManyPixelsError } from './processing/image';
import { probe, ProbeResult } from './processing/probe';
import { demuxerOf, kindsOf } from './sniff';
import { videoCapRefusal } from './video-caps';
import { ReceivedFile, receiveUpload } from './upload-receiver';

/** Retries of a media job: transient failures (storage, a killed worker) get three tries. */
export const MEDIA_JOB_ATTEMPTS = 3;

/** BullMQ's highest priority number (lowest priority). */
const MAX_PRIORITY = 2_097_152;

/**
 * A file's place among the others on its queue: a member's first waiting file goes before every
 * member's second, and so on, so a member with many files delays another's by at most one job.
 */
export const jobPriority = (pendingBefore: number, index: number): number => Math.min(MAX_PRIORITY, 1 + pendingBefore + index);

const RULES: Record<MediaType, { maxFiles: number; maxBytes: number; tooMany: string; tooLarge: string }> = {
  image: { maxFiles: MEDIA_LIMITS.maxImages, maxBytes: MEDIA_LIMITS.maxImageBytes, tooMany: MEDIA_MESSAGES.maxImages, tooLarge: MEDIA_MESSAGES.imageTooLarge },
  video: { maxFiles: 1, maxBytes: MEDIA_LIMITS.maxVideoBytes, tooMany: MEDIA_MESSAGES.oneVideo, tooLarge: MEDIA_MESSAGES.videoTooLarge },
  audio: { maxFiles: 1, maxBytes: MEDIA_LIMITS.maxAudioBytes, tooMany: MEDIA_MESSAGES.oneAudio, tooLarge: MEDIA_MESSAGES.audioTooLarge },
};

const INVALID: Record<MediaType, string> = {
  image: MEDIA_MESSAGES.invalidImage,
  video: MEDIA_MESSAGES.invalidVideo,
  audio: MEDIA_MESSAGES.invalidAudio,
};

/**
 * Accepts uploads: streams them to temporary files, decides each file's type from its bytes,
 * checks it (header reads only, so the answer is quick), stores the originals under
 * `incoming/` (never served) and queues one `media.process` job per file. The target becomes
 * ready when the jobs have processed every file (see MediaProcessor): the client sends all
 * files of a post or comment in one upload call.
 */
@Injectable()
export class MediaUploadService {
  private readonly log = new Logger('Media');
  private readonly caps: MediaSettings;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) settings: Settings,
    private readonly targets: MediaTargetsService,
    private readonly quotas: MediaQuotasService,
    private readonly storage: Storage,
    private readonly jobs: JobsService,
  ) {
    this.caps = settings.media;
  }

  async upload(kind: MediaType, userId: number, req: FastifyRequest): Promise<UploadAcceptedDto> {
    const rules = RULES[kind];
    let target: TargetRef | undefined;
    const authorize = async (fields: Record<string, string>): Promise<void> => {
      const asked = parseTargetFields(fields);
      if (!asked) return;
      target = await this.targets.resolveForUpload(asked, userId);
      if (kind === 'audio' && target.kind === 'group_comment') throw new BadRequestException(MEDIA_MESSAGES.audioInGroup);
    };
    // A member at a quota is refused before the body is read; a file is cut off at the bytes left today.
    const bytesLeft = await this.quotas.beforeUpload(userId);
    // Fields sent before the files (as the SDK and the web client do) are checked before any byte is stored.
    const upload = await receiveUpload(req, this.storage, {
      maxFiles: rules.maxFiles,
      maxFileBytes: Math.min(rules.maxBytes, bytesLeft),
      tooManyMessage: rules.tooMany,
      tooLargeMessage: bytesLeft < rules.maxBytes ? this.quotas.dailyLimitMessage : rules.tooLarge,
      beforeFirstFile: authorize,
    });
    const stored: string[] = [];
    let unreserve: (() => Promise<void>) | undefined;
    try {
      if (!target) {
        requireTarget(upload.fields);
        await authorize(upload.fields);
      }
      const ref = target!;
      if (upload.files.length === 0) throw new BadRequestException(MEDIA_MESSAGES.noFiles);
      const checked: Array<{ file: ReceivedFile; info: { width?: number; height?: number; duration?: number } }> = [];
      for (const file of upload.files) checked.push({ file, info: await this.check(kind, file) });
      unreserve = await this.quotas.reserveBytes(userId, upload.files.reduce((sum, f) => sum + f.size, 0));
      const keys = checked.map(() => `incoming/${randomName()}`);
      for (let i = 0; i < checked.length; i++) {
        await this.storage.moveIn(keys[i], checked[i].file.path, 'application/octet-stream');
        stored.push(keys[i]);
      }
      const { rows, pendingBefore, replaced } = await this.insertRows(kind, userId, ref, checked.map((c, i) => ({ key: keys[i], ...c.info })));
      // Originals of replaced failed files: normally deleted when they failed already.
      await Promise.all(replaced.map((k) => this.storage.delete(k).catch(() => undefined)));
      // Images and the long transcodes have queues of their own (see QUEUE_NAMES).
      const job = kind === 'image' ? 'media.process' : 'media.transcode';
      for (const [i, row] of rows.entries()) {
        await this.jobs.add(job, { mediaId: row.media_id }, { jobId: mediaJobId(row), attempts: MEDIA_JOB_ATTEMPTS, priority: jobPriority(pendingBefore, i) });
      }
      return {
        media: rows.map((r) => ({ media_id: r.media_id, media_type: r.media_type, status: r.status })),
        message: MEDIA_MESSAGES.received,
      };
    } catch (err) {
      await Promise.all(stored.map((k) => this.storage.delete(k).catch(() => undefined)));
      await unreserve?.().catch((e: Error) => this.log.warn(`upload quota of member ${userId} not given back: ${e.message}`));
      throw err;
    } finally {
      await upload.cleanup();
    }
  }

  /** Content checks that need only headers (and for images a tiny thumbnail decode). */
  private async check(kind: MediaType, file: ReceivedFile): Promise<{ width?: number; height?: number; duration?: number }> {
    const kinds = file.format ? kindsOf(file.format) : [];
    if (!kinds.includes(kind)) {
      // A real file of another kind (a video among images) breaks the one-type rule; anything else is invalid.
      throw new BadRequestException(kinds.length > 0 ? MEDIA_MESSAGES.oneType : INVALID[kind]);
    }
    if (kind === 'image') {
      try {
        const img = await checkImage(file.path);
        return { width: img.width, height: img.height };
      } catch (err) {
        if (err instanceof TooManyPixelsError) throw new BadRequestException(MEDIA_MESSAGES.imageTooManyPixels);
        throw new BadRequestException(MEDIA_MESSAGES.invalidImage);
      }
    }
    const demuxer = file.format && demuxerOf(file.format);
    if (!demuxer) throw new BadRequestException(INVALID[kind]);
    let p: ProbeResult;
    try {
      p = await probe(file.path, demuxer);
    } catch {
      throw new BadRequestException(INVALID[kind]);
    }
    if (kind === 'video') {
      if (!p.video) throw new BadRequestException(MEDIA_MESSAGES.invalidVideo);
      const refusal = videoCapRefusal(p.video, this.caps);
      if (refusal) throw new BadRequestException(refusal);
      if (p.duration !== undefined && p.duration > MEDIA_LIMITS.maxVideoSeconds) throw new BadRequestException(MEDIA_MESSAGES.videoTooLong);
      return { width: p.video.width, height: p.video.height, duration: p.duration };
    }
    if (!p.audio) throw new BadRequestException(MEDIA_MESSAGES.invalidAudio);
    if (p.duration !== undefined && p.duration > MEDIA_LIMITS.maxAudioSeconds) throw new BadRequestException(MEDIA_MESSAGES.audioTooLong);
    return { duration: p.duration };
  }

  /**
   * With the target locked: the one-type, one-video and four-image rules across calls and the
   * member's pending quota, then the rows (with how many of the member's files wait on their queue before them).
   */
  private async insertRows(
    kind: MediaType,
    userId: number,
    ref: TargetRef,
    files: Array<{ key: string; width?: number; height?: number; duration?: number }>,
  ): Promise<{ rows: MediaEntity[]; pendingBefore: number; replaced: string[] }> {
    return this.db.transaction(async (em) => {
      await this.targets.lockForUpload(em, ref, userId);
      await this.quotas.claimPending(em, userId, files.length);
      const pendingBefore = await pendingOnQueue(em, userId, kind);
      // Uploading again to a target whose processing failed is the member's retry: the failed
      // files make room for the new ones (else a failed video blocked its post for good).
      const replaced = await deleteFailedMedia(em, ref);
      const existing = await targetMedia(em, ref);
      if (existing.some((m) => m.media_type !== kind)) throw new BadRequestException(MEDIA_MESSAGES.oneType);
      if (existing.length + files.length > RULES[kind].maxFiles) throw new BadRequestException(RULES[kind].tooMany);
      const start = existing.reduce((max, m) => Math.max(max, m.position + 1), 0);
      const saved = await insertMedia(
        em,
        files.map((f, i) => ({
          [TARGET_COLUMN[ref.kind]]: ref.id,
          user_id: userId,
          media_type: kind,
          source_key: f.key,
          status: 'pending',
          position: start + i,
          width: f.width ?? null,
          height: f.height ?? null,
          duration_s: f.duration ?? null,
        })),
      );
      await this.targets.setProcessing(em, ref);
      this.log.debug(`accepted ${saved.length} ${kind} file(s) for ${ref.kind} ${ref.id}`);
      return { rows: saved, pendingBefore, replaced };
    });
  }
}

/**
 * Unique per row, not per serial id: after a database restore a new row may reuse an id whose
 * job BullMQ still keeps as completed, and BullMQ silently drops a job added under an existing id.
 */
export const mediaJobId = (row: Pick<MediaEntity, 'media_id' | 'job_key'>): string => `media-${row.media_id}-${row.job_key}`;
