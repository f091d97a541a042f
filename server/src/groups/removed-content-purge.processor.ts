import { removedContentPurgeProcessor } from '../media';
import { REMOVED_GROUP_COMMENTS_MEDIA, REMOVED_GROUPS_MEDIA } from './group-media.queries';

/**
 * Worker: the hourly purge of groups and group comments a moderator removed 30 days ago (media's
 * `removedContentPurgeProcessor`), as their deletion by host or author does
 * (group-removal.service.ts, GroupCommentsService.deleteOwn). A group takes its members, comments,
 * likes and media rows by cascade.
 */
export const RemovedGroupsPurgeProcessor = removedContentPurgeProcessor('maintenance.purge-removed-groups', 'RemovedGroupsPurge', [
  {
    label: 'groups',
    table: 'groups',
    id: 'group_id',
    media: REMOVED_GROUPS_MEDIA,
  },
  { label: 'group comments', table: 'group_comments', id: 'comment_id', media: REMOVED_GROUP_COMMENTS_MEDIA },
]);
