import { removedContentPurgeProcessor } from '../media';

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
    media: `m.group_comment_id IN (SELECT comment_id FROM group_comments WHERE group_id = ANY($1::int[]))`,
  },
  { label: 'group comments', table: 'group_comments', id: 'comment_id', media: `m.group_comment_id = ANY($1::int[])` },
]);
