import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { mediaFileKeys } from './media-rows.repository';

/**
 * The hook between deleting rows that take media with them (posts, comments, group comments,
 * groups) and removing their stored files. Deletion collects the storage keys of those media rows
 * in its transaction, and after the commit publishes `media.files-orphaned`, on which
 * OrphanedFilesListener removes the files: no file outlives its row, none goes while the row
 * still exists.
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
