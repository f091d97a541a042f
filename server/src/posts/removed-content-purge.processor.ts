import { removedContentPurgeProcessor } from '../media';

/**
 * Worker: the hourly purge of posts and comments a moderator removed 30 days ago (media's
 * `removedContentPurgeProcessor`). A post takes its comments, likes and media rows by cascade.
 */
export const RemovedPostsPurgeProcessor = removedContentPurgeProcessor('maintenance.purge-removed-posts', 'RemovedPostsPurge', [
  {
    label: 'posts',
    table: 'posts',
    id: 'posts_id',
    media: `m.posts_id = ANY($1::int[]) OR m.comment_id IN (SELECT comment_id FROM comments WHERE post_id = ANY($1::int[]))`,
  },
  {
    label: 'comments',
    table: 'comments',
    id: 'comment_id',
    media: `m.comment_id = ANY($1::int[])`,
    // Their posts first, in id order: a comment like locks the post before the comment (likes.service.ts).
    lockFirst: (due) => `SELECT 1 FROM posts WHERE posts_id IN (SELECT post_id FROM comments WHERE ${due}) ORDER BY posts_id FOR NO KEY UPDATE`,
  },
]);
