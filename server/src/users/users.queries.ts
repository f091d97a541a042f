/**
 * SQL fragments of the users table for other modules' hot reads, which must stay one statement:
 * each is a piece of what the users module knows (its columns, its status rules, its indexes),
 * interpolated by the consumer. Everything else goes through UsersService or users.repository.ts.
 */

/** `JOIN users <alias> ON <alias>.user_id = <idExpr>`: the member a row points at, whatever their status. */
export function memberJoin(alias: string, idExpr: string): string {
  return `JOIN users ${alias} ON ${alias}.user_id = ${idExpr}`;
}

/** The member a row points at, joined only while their account is active. */
export function activeMemberJoin(alias: string, idExpr: string): string {
  return `${memberJoin(alias, idExpr)} AND ${alias}.status = 'active'`;
}

/**
 * Whether member <idExpr>'s account is active, as a boolean subquery (one primary-key probe),
 * for a WHERE clause that must not join users.
 */
export function activeMemberCheck(idExpr: string): string {
  return `(SELECT u.status = 'active' FROM users u WHERE u.user_id = ${idExpr})`;
}

/** `SELECT <columns>` of active member <idExpr>, as <alias>; the caller may add `AND …` conditions. */
export function activeMemberSelect(columns: string, alias: string, idExpr: string): string {
  return `SELECT ${columns} FROM users ${alias}
  WHERE ${alias}.user_id = ${idExpr} AND ${alias}.status = 'active'`;
}

/**
 * `SELECT <columns>` of member <idExpr> who may hold a session: active, or suspended (issue 42: a
 * suspended member signs in to a limited session that shows their standing and appeals only).
 */
export function signedInMemberSelect(columns: string, alias: string, idExpr: string): string {
  return `SELECT ${columns} FROM users ${alias}
  WHERE ${alias}.user_id = ${idExpr} AND ${alias}.status IN ('active', 'suspended')`;
}

/**
 * `SELECT <columns>` of member <idExpr> as other members may see them (as <alias>): active, and
 * not a newcomer waiting for a moderator's review (REGISTRATION_MODE=approval), whose testimony
 * nobody has read yet; a rejected newcomer's account is closed (status 'deleted'). Hidden ones
 * answer as suspended members do: not found. Their own reads use activeMemberSelect.
 */
export function shownMemberSelect(columns: string, alias: string, idExpr: string): string {
  return `${activeMemberSelect(columns, alias, idExpr)} AND ${alias}.review_status = 'approved'`;
}

/**
 * A member others may befriend and find (as `u`): active, with a verified e-mail, and not waiting
 * for a moderator's review (REGISTRATION_MODE=approval).
 */
export const REACHABLE_MEMBER_SQL = `u.status = 'active' AND u.verified = 1 AND u.review_status = 'approved'`;

/** `FROM users u WHERE u.user_id = <idExpr> AND <reachable>`: the reachable member <idExpr>, as `u`. */
export function reachableMemberById(idExpr: string): string {
  return `FROM users u WHERE u.user_id = ${idExpr} AND ${REACHABLE_MEMBER_SQL}`;
}

/**
 * `FROM users u WHERE …`: the reachable member whose user_code is <codeExpr>, ignoring case
 * (index users_user_code_lower_uq), as `u`; the caller may add `AND …` conditions.
 */
export function reachableMemberByCode(codeExpr: string): string {
  return `FROM users u WHERE u.user_code IS NOT NULL AND lower(u.user_code) = lower(${codeExpr}) AND ${REACHABLE_MEMBER_SQL}`;
}

export const MEMBER_SEARCH_LIMIT = 20;
/** How many names containing (not starting with) the term are read at most, to pick a page of them. */
export const MEMBER_SEARCH_CANDIDATES = 1000;

/**
 * Two CTEs, `prefix` and `inner_match`, of reachable members whose name contains the term ($1,
 * LIKE-escaped), case-insensitively, except the searcher ($2); columns user_id, user_name, bio,
 * user_code, mode, profile_picture, name_key, rank. Names starting with the term (rank 0) are read in order
 * from users_user_name_prefix and stopped after a page; only when those are fewer than a page,
 * the other names containing the term (rank 1), in name order among the first
 * MEMBER_SEARCH_CANDIDATES of them found (trigram index users_user_name_trgm, or a scan that
 * stops early when they are many). Names compare byte-wise (COLLATE "C"). <alsoWhere> is a
 * condition on member `u` the caller adds (the searcher's blocks): tested while the names are
 * read, so a hit left out makes room for the next one and the page stays full.
 */
export const memberNameSearchCtes = (alsoWhere: string): string => `prefix AS (
    SELECT u.user_id, u.user_name, u.user_code, u.bio, u.mode, u.profile_picture, lower(u.user_name) COLLATE "C" AS name_key, 0 AS rank
      FROM users u
     WHERE lower(u.user_name) COLLATE "C" LIKE lower($1) || '%' ESCAPE '\\'
       AND u.user_id <> $2 AND ${REACHABLE_MEMBER_SQL} AND ${alsoWhere}
     ORDER BY lower(u.user_name) COLLATE "C", u.user_id
     LIMIT ${MEMBER_SEARCH_LIMIT}
  ), inner_match AS (
    SELECT * FROM (
      SELECT u.user_id, u.user_name, u.user_code, u.bio, u.mode, u.profile_picture, lower(u.user_name) COLLATE "C" AS name_key, 1 AS rank
        FROM users u
       WHERE lower(u.user_name) LIKE '%' || lower($1) || '%' ESCAPE '\\'
         AND lower(u.user_name) COLLATE "C" NOT LIKE lower($1) || '%' ESCAPE '\\'
         AND u.user_id <> $2 AND ${REACHABLE_MEMBER_SQL} AND ${alsoWhere}
       LIMIT ${MEMBER_SEARCH_CANDIDATES}) candidates
     ORDER BY name_key, user_id
     LIMIT ${MEMBER_SEARCH_LIMIT} - (SELECT count(*) FROM prefix)
  )`;

/** `LEFT JOIN users <alias> …`: the member a row may point at (<idExpr> may be null), whatever their status. */
export function optionalMemberJoin(alias: string, idExpr: string): string {
  return `LEFT ${memberJoin(alias, idExpr)}`;
}

/** Whether the joined member <alias>'s account is active (not deleted, not suspended). */
export function isActiveMember(alias: string): string {
  return `${alias}.status = 'active'`;
}

/**
 * Whether member <alias> wants notification e-mail: their wish counts only while their address
 * is verified and their account active.
 */
export function wantsEmailNotifications(alias: string): string {
  return `${alias}.receive_email_notifications AND ${alias}.verified = 1 AND ${alias}.status = 'active'`;
}

/**
 * `FROM users <alias> <perMember> WHERE …`: those of members <idsExpr> (an int array) who want
 * notification e-mail, with <perMember> (e.g. a `CROSS JOIN LATERAL`) read for each of them.
 */
export function emailRecipientsFrom(alias: string, perMember: string, idsExpr: string): string {
  return `FROM users ${alias}
 ${perMember}
 WHERE ${alias}.user_id = ANY(${idsExpr}) AND ${wantsEmailNotifications(alias)}`;
}

/**
 * `FROM users u WHERE …`: reachable members (as `u`) whose handle is one of <handlesExpr> (a
 * lower-case text array): their user_code, or their user_name without spaces, case-insensitively
 * (index users_name_handle_idx). The caller may add `AND …` conditions.
 */
export function reachableMembersByHandle(handlesExpr: string): string {
  return `FROM users u
        WHERE ${REACHABLE_MEMBER_SQL}
          AND (lower(u.user_code) = ANY(${handlesExpr}) OR lower(replace(u.user_name, ' ', '')) = ANY(${handlesExpr}))`;
}

/**
 * Example arguments of each fragment above, for the statement snapshot (server/queries/), whose
 * script finds this export by name (hence @public for knip).
 * @public
 */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  memberJoin: [['u', 'p.user_id']],
  activeMemberJoin: [['u', 'p.user_id']],
  activeMemberCheck: [['p.user_id']],
  activeMemberSelect: [['u.user_id, u.user_name', 'u', '$1']],
  shownMemberSelect: [['u.user_id, u.user_name', 'u', '$1']],
  signedInMemberSelect: [['u.user_id, u.user_name', 'u', '$1']],
  reachableMemberById: [['$1']],
  reachableMemberByCode: [['$1']],
  memberNameSearchCtes: [['u.user_id > 0']],
  optionalMemberJoin: [['a', 'l.actor_id']],
  isActiveMember: [['u']],
  wantsEmailNotifications: [['u']],
  emailRecipientsFrom: [['u', 'CROSS JOIN LATERAL (SELECT 1) x', '$1::int[]']],
  reachableMembersByHandle: [['$1::text[]']],
};

/** Active members $1 by id: the actors of notifications just inserted (notification-delivery.service.ts). */
export const ACTIVE_MEMBERS_BY_IDS_SQL = `SELECT user_id, user_name, profile_picture FROM users WHERE user_id = ANY($1::int[]) AND status = 'active'`;
