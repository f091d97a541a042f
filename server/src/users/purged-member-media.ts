/**
 * The media rows (alias m) that go with purged member $1 through ON DELETE CASCADE: the member's
 * own, and those under the member's posts, comments and the groups still hosted by them (others'
 * comments there included). Read in the purge's transaction after the hand-over, so a group that
 * passed to another member keeps its files.
 */
export const PURGED_MEMBER_MEDIA = `m.user_id = $1
  OR m.posts_id IN (SELECT posts_id FROM posts WHERE user_id = $1)
  OR m.comment_id IN (SELECT c.comment_id FROM comments c JOIN posts p ON p.posts_id = c.post_id WHERE c.user_id = $1 OR p.user_id = $1)
  OR m.group_comment_id IN (SELECT gc.comment_id FROM group_comments gc JOIN groups g ON g.group_id = gc.group_id
                             WHERE gc.user_id = $1 OR g.host_user_id = $1)`;
