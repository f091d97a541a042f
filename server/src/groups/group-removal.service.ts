import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OrphanedFilesService } from '../media';
import { GROUP_MEDIA } from './group-media.queries';
import { deleteGroup } from './groups.repository';

/**
 * Deleting a whole group (by its host, or when its last member leaves): members, comments, likes
 * and media rows go with it through the foreign keys, and the stored files are released only
 * after the deleting transaction committed.
 */
@Injectable()
export class GroupRemovalService {
  constructor(private readonly files: OrphanedFilesService) {}

  /** Deletes the group inside `em`'s transaction; returns the file keys to release after it. */
  async delete(em: EntityManager, groupId: number): Promise<string[]> {
    const keys = await this.files.keysOf(em, GROUP_MEDIA, [groupId]);
    await deleteGroup(em, groupId);
    return keys;
  }

  release(keys: string[]): void {
    this.files.release(keys);
  }
}
