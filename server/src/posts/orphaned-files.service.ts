import { Injectable } from '@nestjs/common';
import { DomainEventsService } from '../common/domain-events.service';
import { EntityManager } from 'typeorm';
import { mediaFileKeys } from '../media/media-file-keys';

/**
 * The hook between deleting posts and comments and removing their stored files. Deletion
 * collects the storage keys of the media rows it takes with it, and after the commit publishes
 * `media.files-orphaned`; the storage module (the media issue) removes the files.
 */
@Injectable()
export class OrphanedFilesService {
  constructor(private readonly events: DomainEventsService) {}

  /** Storage keys (processed file, poster, uploaded original) of the media rows matching `where` (alias m). */
  keysOf(m: EntityManager, where: string, params: unknown[]): Promise<string[]> {
    return mediaFileKeys(m, where, params);
  }

  /** Call after the transaction committed. */
  release(keys: string[]): void {
    if (keys.length > 0) this.events.publish('media.files-orphaned', { keys });
  }
}
