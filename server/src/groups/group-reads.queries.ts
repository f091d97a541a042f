import { notBlockedBetween, notBlockedWithViewer } from '../conn/conn.queries';
import { activeMemberJoin, shownMemberSelect } from '../users/users.queries';

/** Statements of what a viewer reads about groups (cards, the group row, its people); run by group-reads.repository.ts. */

/** Avatars on cards and for people outside the group. */
export const AVATAR_COUNT = 5;
const SEARCH_LIMIT = 50;

const CARD_COLUMNS = `g.group_id, g.title, g.description, g.theme_color, g.visibility, g.is_active, g.host_user_id,
  g.created_at, g.comment_count, g.member_count,
  m.user_id AS m_user_id, m.status AS m_status, m.role AS m_role, m.inviter_id AS m_inviter_id`;

/**
 * Only members whose account is active are shown anywhere in groups (cards, people, thread,
 * inviter): a deleted account waiting for its purge, or a suspended one, is out of sight at once.
 * The test is on the users row each read already joins by primary key for the name. member_count
 * and comment_count stay the stored counts: the purge takes a deleted member off them.
 */
const activeMember = (idExpr: string) => activeMemberJoin('u', idExpr);

/** The first accepted members of group g (admins first) as JSON, for its card; none blocked either way with viewer $1. */
const CARD_AVATARS = `coalesce((SELECT json_agg(json_build_object('user_id', a.user_id, 'user_name', a.user_name, 'profile_picture', a.profile_picture)
      ORDER BY a.is_admin DESC, a.joined_at, a.user_id)
    FROM (SELECT u.user_id, u.user_name, u.profile_picture, gm.role = 'admin' AS is_admin, gm.joined_at
            FROM group_members gm ${activeMember('gm.user_id')}
           WHERE gm.group_id = g.group_id AND gm.status = 'accepted' AND ${notBlockedWithViewer('$1', 'gm.user_id')}
           ORDER BY gm.role = 'admin' DESC, gm.joined_at, gm.user_id
           LIMIT ${AVATAR_COUNT}) a), '[]'::json) AS avatars`;

/** The cards of member $1's groups (belongs to, asked to join, invited to), newest membership first; none removed by a moderator. */
export const MY_GROUPS_SQL = `SELECT ${CARD_COLUMNS}, ${CARD_AVATARS}
  FROM group_members m JOIN groups g ON g.group_id = m.group_id
 WHERE m.user_id = $1 AND g.removed_at IS NULL
 ORDER BY m.joined_at DESC, g.group_id DESC`;

/** Group $1 with the membership row of member $2 (if any); no row when it does not exist or was removed. */
export const GROUP_ROW_SQL = `SELECT ${CARD_COLUMNS}
  FROM groups g LEFT JOIN group_members m ON m.group_id = g.group_id AND m.user_id = $2 WHERE g.group_id = $1 AND g.removed_at IS NULL`;

/**
 * The people of group $1 on its page: accepted members (admins first), plus join requests and
 * invitations when `pending` (for admins); the first few only unless `all` (for members). None
 * blocked either way with viewer $2.
 */
export function groupMembersSql(opts: { all: boolean; pending: boolean }): string {
  return `SELECT u.user_id, u.user_name, u.profile_picture, u.bio, u.mode,
          m.status, m.role, m.joined_at, m.inviter_id, m.invitee_id,
          EXISTS (SELECT 1 FROM group_care_team ct WHERE ct.group_id = m.group_id AND ct.user_id = m.user_id) AND m.status = 'accepted' AS care_team
     FROM group_members m ${activeMember('m.user_id')}
    WHERE m.group_id = $1 AND ${opts.pending ? 'TRUE' : `m.status = 'accepted'`} AND ${notBlockedWithViewer('$2', 'm.user_id')}
    ORDER BY m.status = 'accepted' DESC, m.role = 'admin' DESC, m.joined_at, m.user_id
    ${opts.all ? '' : `LIMIT ${AVATAR_COUNT}`}`;
}

/**
 * Cards of public groups (with viewer $1's membership), most members first; with `byPattern`,
 * only those whose title or description matches LIKE pattern $2.
 */
export function groupSearchSql(byPattern: boolean): string {
  return `SELECT ${CARD_COLUMNS}, ${CARD_AVATARS}
         FROM groups g LEFT JOIN group_members m ON m.group_id = g.group_id AND m.user_id = $1
        WHERE g.visibility = 'group_public' AND g.removed_at IS NULL
          ${byPattern ? `AND (lower(g.title) || ' ' || lower(g.description)) LIKE $2 ESCAPE '\\'` : ''}
        ORDER BY g.member_count DESC, g.group_id DESC
        LIMIT ${SEARCH_LIMIT}`;
}

/**
 * Member $1's name and picture (an invitation's inviter) as member $2 may see them: shown, and not
 * across a block (a block by or of a non-admin inviter leaves the invitation pending).
 */
export const GROUP_PERSON_SQL = `${shownMemberSelect('u.user_id, u.user_name, u.profile_picture', 'u', '$1')} AND ${notBlockedBetween('$2', 'u.user_id')}`;

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  groupMembersSql: [[{ all: true, pending: false }], [{ all: false, pending: false }], [{ all: true, pending: true }]],
  groupSearchSql: [[false], [true]],
};
