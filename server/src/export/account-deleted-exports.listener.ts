import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DomainEvents } from '../common/events';
import { Storage } from '../storage/storage';
import { expireAllOf } from './data-exports.repository';

/**
 * A deleted account's exports go at once, not with the purge 30 days later: a mailed link must
 * not hand the member's data to whoever holds the mail after the member asked to be forgotten.
 * Links already answer 410 from the deletion's commit (DataExportService.open); this deletes the
 * files and ends pending exports, so a job still building one keeps nothing.
 */
@Injectable()
export class AccountDeletedExportsListener {
  private readonly log = new Logger('DataExport');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: Storage,
  ) {}

  @OnEvent('account.deleted', { async: true, promisify: true })
  async onAccountDeleted({ userId }: DomainEvents['account.deleted']): Promise<void> {
    try {
      const keys = await this.db.transaction((m) => expireAllOf(m, userId));
      for (const key of keys) await this.storage.delete(key);
    } catch (err) {
      // The purge deletes what is left; the links are dead already.
      this.log.warn(`exports of deleted account ${userId} not ended: ${(err as Error).message}`);
    }
  }
}
