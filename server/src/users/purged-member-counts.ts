/**
 * The rows a purge of member $1 changes, or whose triggers the cascade fires, locked first:
 * groups then posts, each in id order. Changes to comments move their posts (trigger), and a
 * comment like locks the post before the comment, so changing comments before holding their posts
 * could deadlock with one. The groups are every group the member hosts or belongs to (handed over,
 * see purged-member-groups.ts) or left comments and likes in, taken in one statement, so two purges
 * take them in one order.
 */
export const PURGE_LOCKS_SQL: readonly string[] = [
  `SELECT 1 FROM groups WHERE group_id IN (
       SELECT group_id FROM groups WHERE host_user_id = $1
       UNION SELECT group_id FROM group_members WHERE user_id = $1 AND status = 'accepted'
       UNION SELECT group_id FROM group_comments WHERE user_id = $1
       UNION SELECT gc.group_id FROM group_comment_likes l JOIN group_comments gc ON gc.comment_id = l.comment_id WHERE l.user_id = $1)
    ORDER BY group_id FOR NO KEY UPDATE`,
  `SELECT 1 FROM posts WHERE user_id <> $1 AND posts_id IN (
       SELECT posts_id FROM post_likes WHERE user_id = $1
       UNION SELECT post_id FROM comments WHERE user_id = $1
       UNION SELECT c.post_id FROM comment_likes l JOIN comments c ON c.comment_id = l.comment_id WHERE l.user_id = $1)
    ORDER BY posts_id FOR NO KEY UPDATE`,
];

/**
 * What a purged member ($1) counted on content that outlives them: likes of others' posts,
 * comments and group comments, group comments and accepted memberships in groups they no longer
 * host (after the hand-over). ON DELETE CASCADE removes those rows but not their counts, so these
 * statements take them off first, in the purge's transaction, after PURGE_LOCKS_SQL. (Comments on
 * others' posts need none: the comments trigger counts the cascade's deletions, migration
 * CountsExact.)
 */
export const UNCOUNT_PURGED_MEMBER_SQL: readonly string[] = [
  `UPDATE posts p SET like_count = p.like_count - x.n, card_rev = p.card_rev + 1
     FROM (SELECT posts_id, count(*)::int AS n FROM post_likes WHERE user_id = $1 GROUP BY posts_id) x
    WHERE p.posts_id = x.posts_id AND p.user_id <> $1`,
  `UPDATE comments c SET like_count = c.like_count - x.n
     FROM (SELECT comment_id, count(*)::int AS n FROM comment_likes WHERE user_id = $1 GROUP BY comment_id) x
    WHERE c.comment_id = x.comment_id AND c.user_id <> $1`,
  `UPDATE group_comments c SET like_count = c.like_count - x.n
     FROM (SELECT comment_id, count(*)::int AS n FROM group_comment_likes WHERE user_id = $1 GROUP BY comment_id) x
    WHERE c.comment_id = x.comment_id AND c.user_id <> $1`,
  `UPDATE groups g SET comment_count = g.comment_count - x.n
     FROM (SELECT group_id, count(*)::int AS n FROM group_comments WHERE user_id = $1 GROUP BY group_id) x
    WHERE g.group_id = x.group_id AND g.host_user_id <> $1`,
  `UPDATE groups g SET member_count = g.member_count - 1
     FROM group_members m
    WHERE m.group_id = g.group_id AND m.user_id = $1 AND m.status = 'accepted' AND g.host_user_id <> $1`,
];
