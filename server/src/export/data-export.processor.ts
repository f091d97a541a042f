import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ZipFile } from 'yazl';
import { exportedPasskeys, exportedSessions, exportedTwoFactor } from '../auth';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { exportedConnections } from '../conn';
import { exportedGroupComments, exportedMemberships } from '../groups';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobPayloads } from '../jobs/job-types';
import { DEFAULT_JOB_OPTIONS, JobsService } from '../jobs/jobs.service';
import { exportedConsents } from '../legal';
import { MailService } from '../mail/mail.service';
import { ExportedMedia, exportedMedia } from '../media';
import { exportedNotifications } from '../noti';
import { exportedComments, exportedLikes, exportedPosts } from '../posts';
import { exportedPrayers, exportedReachOuts } from '../prayer';
import { Storage } from '../storage/storage';
import { randomName } from '../storage/storage-keys';
import { exportedProfile, memberLanguage } from '../users';
import { exportReadyMail } from './data-export-mail';
import { exportById, expireDue, markFailed, markReady } from './data-exports.repository';
import { createExportToken, EXPORT_LINK_TTL_SECONDS, exportLinkKey } from './export-token';
import { DEFAULT_LANGUAGE } from '../i18n';

/** Where the ZIPs are stored: outside `uploads/`, so never served except through a signed link. */
const EXPORT_PREFIX = 'exports/';

/** The name a media file has inside the ZIP (`media/<stored name>`). */
function zipName(media: ExportedMedia): string {
  return `media/${posix.basename(media.path!)}`;
}

/**
 * Worker: writes a member's data export (a ZIP of JSON files and their media) into storage and
 * mails the download link; and deletes the files of exports past their expiry.
 */
@Injectable()
export class DataExportProcessor {
  private readonly log = new Logger('DataExport');
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: Storage,
    private readonly mail: MailService,
    private readonly jobs: JobsService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.key = exportLinkKey(settings.jwtSecret);
  }

  /**
   * A failing attempt removes what it wrote and is tried again (the queue's retry policy); when
   * the last attempt fails the export is marked failed, so the member may ask again at once
   * rather than wait 24 hours for a file that never comes.
   */
  @JobHandler('maintenance.export-data')
  async build({ exportId }: JobPayloads['maintenance.export-data'], meta: { attemptsMade: number } = { attemptsMade: 0 }): Promise<void> {
    const row = await exportById(this.db.manager, exportId);
    if (!row || row.status !== 'pending') return;
    const profile = await exportedProfile(this.db.manager, row.user_id);
    if (!profile) return;
    const storageKey = `${EXPORT_PREFIX}${randomName()}.zip`;
    try {
      await this.writeZip(this.db.manager, row.user_id, storageKey);
    } catch (err) {
      await this.storage.delete(storageKey).catch(() => undefined);
      if (meta.attemptsMade + 1 >= (DEFAULT_JOB_OPTIONS.attempts ?? 1)) {
        await markFailed(this.db.manager, exportId);
        this.log.warn(`export ${exportId} of member ${row.user_id} failed: ${(err as Error).message}`);
      }
      throw err;
    }
    const expiresAt = await markReady(this.db.manager, exportId, storageKey, EXPORT_LINK_TTL_SECONDS);
    if (!expiresAt) {
      // Another run of this job finished first: keep its file, not this one.
      await this.storage.delete(storageKey);
      return;
    }
    const url = `${this.settings.publicUrl}/api/data/export/${createExportToken(this.key, exportId, row.user_id, expiresAt)}`;
    const language = (await memberLanguage(this.db.manager, row.user_id)) ?? DEFAULT_LANGUAGE;
    await this.mail.queue(exportReadyMail(language, profile.email, profile.user_name, url, expiresAt));
    const delay = Math.max(0, expiresAt.getTime() - Date.now()) + 60_000;
    await this.jobs.add('maintenance.expire-data-exports', { exportId }, { delay, jobId: `expire-data-export-${exportId}` });
    this.log.log(`export ${exportId} of member ${row.user_id} ready`);
  }

  /** Deletes the files of every export past its expiry (queued, delayed, for each export when it is ready). */
  @JobHandler('maintenance.expire-data-exports')
  async expire(): Promise<void> {
    const keys = await this.db.transaction((m) => expireDue(m));
    for (const key of keys) await this.storage.delete(key);
    if (keys.length) this.log.log(`deleted ${keys.length} expired data export(s)`);
  }

  /** Reads the member's data through each owner's export reads and streams the ZIP into storage. */
  private async writeZip(m: EntityManager, userId: number, storageKey: string): Promise<void> {
    const [profile, posts, comments, likes, prayers, reachOuts, connections, memberships, groupComments, notifications, sessions, consents, media, twoFactor, passkeys] = await Promise.all([
      exportedProfile(m, userId),
      exportedPosts(m, userId),
      exportedComments(m, userId),
      exportedLikes(m, userId),
      exportedPrayers(m, userId),
      exportedReachOuts(m, userId),
      exportedConnections(m, userId),
      exportedMemberships(m, userId),
      exportedGroupComments(m, userId),
      exportedNotifications(m, userId),
      exportedSessions(m, userId),
      exportedConsents(m, userId),
      exportedMedia(m, userId),
      exportedTwoFactor(m, userId),
      exportedPasskeys(m, userId),
    ]);
    const stored = media.filter((f) => f.path !== null && f.status === 'ready');
    const filesOf = (pick: (f: ExportedMedia) => number | null, id: number) => stored.filter((f) => pick(f) === id).map(zipName);
    const files: Record<string, unknown> = {
      'profile.json': profile,
      'posts.json': posts.map((p) => ({ ...p, media: filesOf((f) => f.posts_id, p.posts_id) })),
      'comments.json': comments.map((c) => ({ ...c, media: filesOf((f) => f.comment_id, c.comment_id) })),
      'likes.json': likes,
      'prayers.json': prayers,
      // A care team member's "I'm reaching out" on emergency requests (issue 44).
      'reach-outs.json': reachOuts,
      'connections.json': connections,
      'groups.json': {
        memberships,
        comments: groupComments.map((c) => ({ ...c, media: filesOf((f) => f.group_comment_id, c.comment_id) })),
      },
      'notifications.json': notifications,
      'sessions.json': sessions,
      // Whether two-factor sign-in is on and the passkeys' names and dates (issue 43); never secrets, keys or codes.
      'security.json': { two_factor: twoFactor, passkeys },
      'consents.json': consents,
      // Each stored file with what it belongs to and the member's description of it (alt text, issue 41).
      'media.json': stored.map((f) => ({
        file: zipName(f),
        media_type: f.media_type,
        posts_id: f.posts_id,
        comment_id: f.comment_id,
        group_comment_id: f.group_comment_id,
        description: f.description,
      })),
    };
    const zip = new ZipFile();
    for (const [name, value] of Object.entries(files)) zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
    for (const f of stored) {
      const key = f.path!;
      if (!(await this.storage.stat(key))) continue;
      // Opened one at a time as the ZIP is written, so no file is held in memory.
      zip.addReadStreamLazy(zipName(f), (cb) => {
        this.storage.get(key).then(
          (obj) => cb(null, obj ? obj.stream : Readable.from([])),
          (err: Error) => cb(err, Readable.from([])),
        );
      });
    }
    zip.end();
    await this.storage.put(storageKey, zip.outputStream as Readable, 'application/zip');
  }
}
