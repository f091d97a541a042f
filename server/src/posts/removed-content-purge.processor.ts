import { removedContentPurgeProcessor } from '../media';
import { lockPostsOfComments, REMOVED_COMMENTS_MEDIA, REMOVED_POSTS_MEDIA } from './jobs.queries';

/**
 * Worker: the hourly purge of posts and comments a moderator removed 30 days ago (media's
 * `removedContentPurgeProcessor`). A post takes its comments, likes and media rows by cascade.
 */
export const RemovedPostsPurgeProcessor = removedContentPurgeProcessor('maintenance.purge-removed-posts', 'RemovedPostsPurge', [
  {
    label: 'posts',
    table: 'posts',
    id: 'posts_id',
    media: REMOVED_POSTS_MEDIA,
  },
  {
    label: 'comments',
    table: 'comments',
    id: 'comment_id',
    media: REMOVED_COMMENTS_MEDIA,
    // Their posts first, in id order: a comment like locks the post before the comment (likes.service.ts).
    lockFirst: lockPostsOfComments,
  },
]);
