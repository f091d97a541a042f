import { memberJoin } from '../users/users.queries';

/** Statements of the groups module's part of a member's purge; run by member-purge.repository.ts. */

/**
 * Locks every group purged member $1 hosts or belongs to or left comments and likes in, in id
 * order and in one statement, so two purges take them in one order.
 */
export const LOCK_GROUPS_SQL = `SELECT 1 FROM groups WHERE group_id IN (
       SELECT group_id FROM groups WHERE host_user_id = $1
       UNION SELECT group_id FROM group_members WHERE user_id = $1 AND status = 'accepted'
       UNION SELECT group_id FROM group_comments WHERE user_id = $1
       UNION SELECT gc.group_id FROM group_comment_likes l JOIN group_comments gc ON gc.comment_id = l.comment_id WHERE l.user_id = $1)
    ORDER BY group_id FOR NO KEY UPDATE`;

/**
 * A purged member's ($1) groups outlive them when others remain. Where no other accepted admin
 * with an active account is left (the member was the only one, or hosted the group), the
 * longest-standing accepted member becomes admin; a group the member hosted passes to its
 * longest-standing admin. Members whose own account is deleted and waiting for its purge come
 * last in both choices: the group would otherwise pass to someone about to leave it too. Only a
 * hosted group nobody else belongs to goes with the account (the foreign key's cascade).
 *
 * Runs after the groups are locked, so a concurrent "give up admin" or "leave" in one of them
 * waits and then sees the new admin.
 */
export const HAND_OVER_ADMIN_SQL = `UPDATE group_members gm SET role = 'admin'
     FROM (SELECT DISTINCT ON (o.group_id) o.group_id, o.user_id
             FROM group_members o ${memberJoin('u', 'o.user_id')}
            WHERE o.user_id <> $1 AND o.status = 'accepted'
              AND o.group_id IN (SELECT group_id FROM group_members WHERE user_id = $1 AND status = 'accepted' AND role = 'admin'
                                 UNION SELECT group_id FROM groups WHERE host_user_id = $1)
              AND NOT EXISTS (SELECT 1 FROM group_members a ${memberJoin('au', 'a.user_id')}
                               WHERE a.group_id = o.group_id AND a.user_id <> $1 AND a.status = 'accepted' AND a.role = 'admin'
                                 AND au.deleted_at IS NULL)
            ORDER BY o.group_id, u.deleted_at IS NOT NULL, o.joined_at, o.user_id) heir
    WHERE gm.group_id = heir.group_id AND gm.user_id = heir.user_id`;

export const HAND_OVER_HOST_SQL = `UPDATE groups g SET host_user_id = heir.user_id
     FROM (SELECT DISTINCT ON (a.group_id) a.group_id, a.user_id
             FROM groups h JOIN group_members a ON a.group_id = h.group_id ${memberJoin('u', 'a.user_id')}
            WHERE h.host_user_id = $1 AND a.user_id <> $1 AND a.status = 'accepted' AND a.role = 'admin'
            ORDER BY a.group_id, u.deleted_at IS NOT NULL, a.joined_at, a.user_id) heir
    WHERE g.group_id = heir.group_id`;

/**
 * Takes off what purged member $1 counted in groups that outlive them (after the hand-over):
 * likes of others' group comments, group comments (those a moderator removed were taken off
 * then) and accepted memberships in groups they no longer host. The cascade removes those rows but not their counts.
 */
export const UNCOUNT_LIKES_SQL = `UPDATE group_comments c SET like_count = c.like_count - x.n
     FROM (SELECT comment_id, count(*)::int AS n FROM group_comment_likes WHERE user_id = $1 GROUP BY comment_id) x
    WHERE c.comment_id = x.comment_id AND c.user_id <> $1`;

export const UNCOUNT_COMMENTS_SQL = `UPDATE groups g SET comment_count = g.comment_count - x.n
     FROM (SELECT group_id, count(*)::int AS n FROM group_comments WHERE user_id = $1 AND removed_at IS NULL AND held_at IS NULL GROUP BY group_id) x
    WHERE g.group_id = x.group_id AND g.host_user_id <> $1`;

export const UNCOUNT_MEMBERSHIPS_SQL = `UPDATE groups g SET member_count = g.member_count - 1
     FROM group_members m
    WHERE m.group_id = g.group_id AND m.user_id = $1 AND m.status = 'accepted' AND g.host_user_id <> $1`;

/**
 * The media rows (alias m) under purged member $1's group comments and under the groups still
 * hosted by them (others' comments there included): read after the hand-over, so a group that
 * passed to another member keeps its files.
 */
export const PURGED_MEMBER_GROUP_MEDIA = `m.group_comment_id IN (SELECT gc.comment_id FROM group_comments gc JOIN groups g ON g.group_id = gc.group_id
                             WHERE gc.user_id = $1 OR g.host_user_id = $1)`;
