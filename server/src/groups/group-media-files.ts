import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { mediaFileKeys } from '../media/media-file-keys';

/**
 * Deleting a comment or a whole group takes its media rows with it (foreign keys); the stored
 * files are collected first and handed to the storage module with `media.files-orphaned`
 * after the commit, so no file outlives its row and none goes while the row still exists.
 */
@Injectable()
export class GroupMediaFiles {
  constructor(private readonly events: DomainEventsService) {}

  ofComment(em: EntityManager, commentId: number): Promise<string[]> {
    return mediaFileKeys(em, 'm.group_comment_id = $1', [commentId]);
  }

  ofGroup(em: EntityManager, groupId: number): Promise<string[]> {
    return mediaFileKeys(em, 'm.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = $1)', [groupId]);
  }

  /** Call after the transaction committed. */
  release(keys: string[]): void {
    if (keys.length) this.events.publish('media.files-orphaned', { keys });
  }
}
