import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvents } from '../common/events';
import { isProtectedKey } from './built-in-files';
import { Storage } from './storage';
import { isSafeKey } from './storage-keys';

/** Removes stored files whose rows were deleted (a post, comment or account went away). */
@Injectable()
export class OrphanedFilesListener {
  private readonly log = new Logger('Storage');

  constructor(private readonly storage: Storage) {}

  @OnEvent('media.files-orphaned', { async: true, promisify: true })
  async remove(event: DomainEvents['media.files-orphaned']): Promise<void> {
    for (const key of event.keys) {
      // Never remove the shared default profile picture.
      if (!isSafeKey(key) || isProtectedKey(key)) continue;
      await this.storage.delete(key).catch((err: Error) => this.log.warn(`could not remove ${key}: ${err.message}`));
    }
  }
}
