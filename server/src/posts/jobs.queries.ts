import { PURGED_MEMBER_PRAYED_POSTS, PURGED_MEMBER_PRAYERS_PER_POST } from '../prayer/prayer.queries';
import { activeMemberJoin } from '../users/users.queries';

/**
 * The posts module's statements for internal jobs, which read and change rows whatever members
 * may see: the purges (of a deleted member, of content removed 30 days ago), the media worker's
 * targets, and the reads the notifications module derives from (noti applies the audience rules
 * when it shows them). Exempt from the visibility rules (common/visibility-rules.ts).
 */

/*
 * A member's purge (member-purge.repository.ts). Locks the others' posts whose rows or triggers
 * the purge of member $1 changes, in id order: changes to comments move their posts (trigger),
 * and a comment like locks the post before the comment.
 */
export const LOCK_PURGED_MEMBER_POSTS_SQL = `SELECT 1 FROM posts WHERE user_id <> $1 AND posts_id IN (
       SELECT posts_id FROM post_likes WHERE user_id = $1
       UNION ${PURGED_MEMBER_PRAYED_POSTS}
       UNION SELECT post_id FROM comments WHERE user_id = $1
       UNION SELECT c.post_id FROM comment_likes l JOIN comments c ON c.comment_id = l.comment_id WHERE l.user_id = $1)
    ORDER BY posts_id FOR NO KEY UPDATE`;

/** What purged member $1's likes counted on others' posts comes off them. */
export const UNCOUNT_PURGED_POST_LIKES_SQL = `UPDATE posts p SET like_count = p.like_count - x.n, card_rev = p.card_rev + 1
     FROM (SELECT posts_id, count(*)::int AS n FROM post_likes WHERE user_id = $1 GROUP BY posts_id) x
    WHERE p.posts_id = x.posts_id AND p.user_id <> $1`;

/** What purged member $1's prayers ("I prayed") counted on others' requests comes off them. */
export const UNCOUNT_PURGED_PRAYERS_SQL = `UPDATE posts p SET prayer_count = p.prayer_count - x.n, card_rev = p.card_rev + 1
     FROM (${PURGED_MEMBER_PRAYERS_PER_POST}) x
    WHERE p.posts_id = x.post_id AND p.user_id <> $1`;

/** What purged member $1's likes counted on others' comments comes off them. */
export const UNCOUNT_PURGED_COMMENT_LIKES_SQL = `UPDATE comments c SET like_count = c.like_count - x.n
     FROM (SELECT comment_id, count(*)::int AS n FROM comment_likes WHERE user_id = $1 GROUP BY comment_id) x
    WHERE c.comment_id = x.comment_id AND c.user_id <> $1`;

/** The media rows (alias m) under purged member $1's posts and comments, others' comments there included. */
export const PURGED_MEMBER_POST_MEDIA = `m.posts_id IN (SELECT posts_id FROM posts WHERE user_id = $1)
  OR m.comment_id IN (SELECT c.comment_id FROM comments c JOIN posts p ON p.posts_id = c.post_id WHERE c.user_id = $1 OR p.user_id = $1)`;

/* The hourly purge of removed posts and comments (removed-content-purge.processor.ts, run by media's processor). */

/** The media rows (alias m) of removed posts $1 and of their comments. */
export const REMOVED_POSTS_MEDIA = `m.posts_id = ANY($1::int[]) OR m.comment_id IN (SELECT comment_id FROM comments WHERE post_id = ANY($1::int[]))`;

/** The media rows (alias m) of removed comments $1. */
export const REMOVED_COMMENTS_MEDIA = `m.comment_id = ANY($1::int[])`;

/** Locks the posts of the comments matching `due`, in id order: a comment like locks the post before the comment (likes). */
export const lockPostsOfComments = (due: string) => `SELECT 1 FROM posts WHERE posts_id IN (SELECT post_id FROM comments WHERE ${due}) ORDER BY posts_id FOR NO KEY UPDATE`;

/* The media worker's targets (media-targets.repository.ts): $1 is the post or comment. */

export const POST_MEDIA_ROW_SQL = `SELECT user_id, is_ready FROM posts WHERE posts_id = $1`;
export const COMMENT_MEDIA_ROW_SQL = `SELECT user_id, is_ready FROM comments WHERE comment_id = $1`;
export const FOR_UPDATE = ' FOR UPDATE';
export const MARK_POST_PROCESSING_SQL = `UPDATE posts SET media_state = 'processing' WHERE posts_id = $1 AND NOT is_ready`;
export const MARK_POST_FAILED_SQL = `UPDATE posts SET media_state = 'failed' WHERE posts_id = $1 AND media_state <> 'failed' RETURNING posts_id`;
/** A post held for approval (issue 42) gets its media but stays unready until a moderator approves it. */
export const MARK_POST_READY_SQL = `UPDATE posts SET is_ready = (held_at IS NULL), media_state = 'ready' WHERE posts_id = $1 AND NOT is_ready`;
/** A held comment (issue 42) gets its media but stays unready until a moderator approves it. */
export const MARK_COMMENT_READY_SQL = `UPDATE comments SET is_ready = (held_at IS NULL), media_pending = false WHERE comment_id = $1 AND NOT is_ready`;
/** The post is still shown: not removed, its author active (its files are kept). */
export const POST_SHOWN_SQL = `SELECT EXISTS (SELECT 1 FROM posts p ${activeMemberJoin('u', 'p.user_id')} WHERE p.posts_id = $1 AND p.removed_at IS NULL) AS shown`;
/** A comment goes with its post: removed, or its author suspended, its comments' files go too. */
export const COMMENT_SHOWN_SQL = `SELECT EXISTS (SELECT 1 FROM comments c ${activeMemberJoin('cu', 'c.user_id')}
         JOIN posts p ON p.posts_id = c.post_id AND p.removed_at IS NULL ${activeMemberJoin('u', 'p.user_id')}
        WHERE c.comment_id = $1 AND c.removed_at IS NULL) AS shown`;

/* Reads for the notifications module (notification.repository.ts): content a moderator removed is not there. */

export const NOTIFIED_POSTS_SQL = `SELECT posts_id, user_id, content, post_type FROM posts WHERE posts_id = ANY($1::int[]) AND removed_at IS NULL`;

export const NOTIFIED_COMMENTS_SQL = `SELECT comment_id, user_id, content FROM comments WHERE comment_id = ANY($1::int[]) AND removed_at IS NULL`;

export const SHOWN_COMMENTS_WITH_POST_SQL = `SELECT c.comment_id, c.post_id, p.user_id AS author_id, p.post_type, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
          WHERE c.comment_id = ANY($1::int[]) AND c.is_ready AND p.is_ready AND c.removed_at IS NULL AND p.removed_at IS NULL`;

export const SHOWN_CONTENT_SQL = `SELECT p.posts_id AS post_id, NULL::int AS comment_id, p.user_id, p.content FROM posts p
        WHERE p.posts_id = ANY($1::int[]) AND p.is_ready AND p.removed_at IS NULL
       UNION ALL
       SELECT c.post_id, c.comment_id, c.user_id, c.content FROM comments c JOIN posts p ON p.posts_id = c.post_id
        WHERE c.is_ready AND p.is_ready AND c.removed_at IS NULL AND p.removed_at IS NULL AND (c.comment_id = ANY($2::int[])
              OR (c.post_id = ANY($1::int[]) AND c.user_id = p.user_id AND strpos(c.content, '@') > 0))`;

export const SHOWN_POST_AUDIENCE_SQL = `SELECT p.user_id, p.visibility, p.group_id, p.post_type, p.anonymous FROM posts p
        WHERE p.posts_id = $1 AND p.is_ready AND p.removed_at IS NULL
          AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM comments c WHERE c.comment_id = $2 AND c.post_id = p.posts_id AND c.is_ready AND c.removed_at IS NULL))`;

/** Post $1 while shown, if it is a prayer or emergency request for one group's members (issue 44). */
export const SHOWN_GROUP_REQUEST_SQL = `SELECT p.user_id, p.group_id, p.post_type, p.content, p.anonymous FROM posts p
        WHERE p.posts_id = $1 AND p.is_ready AND p.removed_at IS NULL AND p.author_active
          AND p.visibility = 'group' AND p.group_id IS NOT NULL AND p.post_type IN ('pray_request', 'emergency_pray_request')`;

export const HAS_COMMENTED_SQL = `SELECT 1 FROM comments WHERE post_id = $1 AND user_id = $2 LIMIT 1`;
export const LIKES_POST_SQL = `SELECT 1 FROM post_likes WHERE posts_id = $1 AND user_id = $2`;
export const LIKES_COMMENT_SQL = `SELECT 1 FROM comment_likes WHERE comment_id = $1 AND user_id = $2`;

export const SQL_EXAMPLES = {
  lockPostsOfComments: [['removed_at < now() - interval \'30 days\'']],
};
