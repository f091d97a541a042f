/** Statements of a member's group data for their export; run by export-reads.repository.ts. */

/** Member $1's memberships with their groups' titles and whether they are on its care team (issue 44), oldest first. */
export const EXPORTED_MEMBERSHIPS_SQL = `SELECT gm.group_id, g.title, gm.status, gm.role, g.host_user_id = gm.user_id AS is_host, gm.joined_at,
            EXISTS (SELECT 1 FROM group_care_team ct WHERE ct.group_id = gm.group_id AND ct.user_id = gm.user_id) AS care_team
       FROM group_members gm JOIN groups g ON g.group_id = gm.group_id
      WHERE gm.user_id = $1 ORDER BY gm.joined_at, gm.group_id`;

/** Member $1's own group comments, oldest first. */
export const EXPORTED_GROUP_COMMENTS_SQL = `SELECT comment_id, group_id, content, like_count, created_at FROM group_comments WHERE user_id = $1 ORDER BY created_at, comment_id`;
