import { isActiveMember, optionalMemberJoin } from '../users/users.queries';
import { GROUP_LOG_PAGE } from './group-audit';

/** Statements of a group's audit log; run by group-audit.repository.ts. */

/** Appends entry (group $1, actor $2, action $3, target $4). */
export const RECORD_GROUP_ACTION_SQL = `INSERT INTO group_audit_log (group_id, actor_id, action, target_id) VALUES ($1, $2, $3, $4)`;

/** The newest entries of group $1's log, naming only members whose account is active. */
export const GROUP_LOG_SQL = `SELECT l.entry_id, l.action, l.created_at,
            CASE WHEN ${isActiveMember('a')} THEN a.user_id END AS actor_id, CASE WHEN ${isActiveMember('a')} THEN a.user_name END AS actor_name,
            CASE WHEN ${isActiveMember('t')} THEN t.user_id END AS target_id, CASE WHEN ${isActiveMember('t')} THEN t.user_name END AS target_name
       FROM group_audit_log l ${optionalMemberJoin('a', 'l.actor_id')} ${optionalMemberJoin('t', 'l.target_id')}
      WHERE l.group_id = $1 ORDER BY l.entry_id DESC LIMIT ${GROUP_LOG_PAGE}`;
