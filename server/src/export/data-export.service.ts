import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageDto } from '../common/error.dto';
import { waitMessage } from '../common/rate-limit/rate-limit-table';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { JobsService } from '../jobs/jobs.service';
import { ObjectStream, Storage } from '../storage/storage';
import { exportById, insertExport, lockAndWaitSeconds, markFailed } from './data-exports.repository';
import { exportLinkKey, parseExportToken, signedFor } from './export-token';
import { msg } from '../i18n';

export const EXPORT_REQUESTED = msg('Your data export has been requested. We will e-mail you a download link when it is ready.').message;
export const LINK_NOT_FOUND = msg('Download link not found').message;
export const LINK_EXPIRED = msg('This download link has expired. You can request a new copy of your data in Settings.').message;
export const LINK_ACCOUNT_DELETED = msg('This download link no longer works: the account was deleted.').message;

/** Requests of a member's data export (API side) and the downloads of its mailed link. */
@Injectable()
export class DataExportService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly storage: Storage,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.key = exportLinkKey(settings.jwtSecret);
  }

  /** Queues an export of member `userId`'s data: one per 24 hours, else 429 with the time left. */
  async request(userId: number): Promise<MessageDto> {
    const exportId = await this.db.transaction(async (m) => {
      const wait = await lockAndWaitSeconds(m, userId);
      if (wait > 0) throw new TooManyRequestsException(msg('You can request a copy of your data once every 24 hours. Try again in {wait}.', { wait: waitMessage(wait) }), wait);
      return insertExport(m, userId);
    });
    try {
      await this.jobs.add('maintenance.export-data', { exportId }, { jobId: `export-data-${exportId}` });
    } catch (err) {
      // Never queued: not a pending request that blocks the member for 24 hours.
      await markFailed(this.db.manager, exportId);
      throw err;
    }
    return { message: EXPORT_REQUESTED };
  }

  /**
   * The ZIP a download link opens, as a stream from storage. A token that is malformed, signed
   * for another export or member, or of an export that no longer exists: 404; past its expiry, or
   * once its member deleted the account (before the listener has ended the export too): 410.
   */
  async open(token: string): Promise<ObjectStream> {
    const parsed = parseExportToken(token);
    if (!parsed) throw new NotFoundException(LINK_NOT_FOUND);
    const row = await exportById(this.db.manager, parsed.exportId);
    if (!row || !signedFor(this.key, parsed, row.user_id)) throw new NotFoundException(LINK_NOT_FOUND);
    if (row.owner_deleted) throw new GoneException(LINK_ACCOUNT_DELETED);
    const expired = parsed.expiresAt * 1000 <= Date.now() || row.status === 'expired' || (row.expires_at !== null && row.expires_at.getTime() <= Date.now());
    if (expired) throw new GoneException(LINK_EXPIRED);
    if (row.status !== 'ready' || !row.storage_key) throw new NotFoundException(LINK_NOT_FOUND);
    const file = await this.storage.get(row.storage_key);
    if (!file) throw new GoneException(LINK_EXPIRED);
    return file;
  }
}
