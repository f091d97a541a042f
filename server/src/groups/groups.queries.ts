/**
 * SQL fragments of the groups module's tables for other modules' statements (posts' reads of
 * group prayer requests, issue 44). This file imports nothing, so posts may embed it while
 * groups imports nothing of posts.
 */

/**
 * `EXISTS (…)`: member <readerExpr> is an accepted member of group <groupExpr> and a moderator has
 * not removed the group (one primary-key probe of group_members, one of groups). A NULL group
 * (deleted) is nobody's.
 */
export function isGroupMember(groupExpr: string, readerExpr: string): string {
  return `EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = ${groupExpr} AND gm.user_id = ${readerExpr} AND gm.status = 'accepted'
                 AND EXISTS (SELECT 1 FROM groups gg WHERE gg.group_id = gm.group_id AND gg.removed_at IS NULL))`;
}

/**
 * The group rule of a post (alias <p>) for reader <readerExpr>: a post for a group's members only
 * (`visibility` 'group') is shown to that group's accepted members and to nobody else, its author
 * included once they left, and to nobody once the group is deleted (group_id NULL) or removed.
 */
export function postGroupAudience(p: string, readerExpr: string): string {
  return `(${p}.visibility <> 'group' OR ${isGroupMember(`${p}.group_id`, readerExpr)})`;
}

/** `SELECT group_id`: the groups, not removed, where member <readerExpr> is an accepted member. */
export function groupIdsOfMember(readerExpr: string): string {
  return `SELECT gm.group_id FROM group_members gm JOIN groups gg ON gg.group_id = gm.group_id AND gg.removed_at IS NULL
           WHERE gm.user_id = ${readerExpr} AND gm.status = 'accepted'`;
}

/**
 * `EXISTS (…)`: member <readerExpr> is on the care team of group <groupExpr> (issue 44) and still an
 * accepted member of it (a team row outlives nothing: leaving the group ends it for every read).
 */
export function isCareTeamMember(groupExpr: string, readerExpr: string): string {
  return `(EXISTS (SELECT 1 FROM group_care_team ct WHERE ct.group_id = ${groupExpr} AND ct.user_id = ${readerExpr}) AND ${isGroupMember(groupExpr, readerExpr)})`;
}

export const SQL_EXAMPLES = {
  isCareTeamMember: [['p.group_id', '$1']],
  groupIdsOfMember: [['$1']],
  isGroupMember: [['p.group_id', '$1']],
  postGroupAudience: [['p', '$1']],
};
