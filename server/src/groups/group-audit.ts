import { EntityManager } from 'typeorm';
import { isActiveMember, optionalMemberJoin } from '../users/users.queries';
import type { GroupLogEntryDto } from './dto/group-audit.dto';

/** What a group's admins did to its members, recorded with the group (migration GroupAuditLog). */
export const GROUP_AUDIT_ACTIONS = ['remove_member'] as const;
export type GroupAuditAction = (typeof GROUP_AUDIT_ACTIONS)[number];

export const GROUP_LOG_PAGE = 50;

/**
 * Appends one entry in the caller's transaction, so the action and its record commit together.
 * The member it concerns is never shown the actor: the record is the group's, not a notice.
 */
export async function recordGroupAction(em: EntityManager, entry: { groupId: number; actorId: number; action: GroupAuditAction; targetId: number }): Promise<void> {
  await em.query(`INSERT INTO group_audit_log (group_id, actor_id, action, target_id) VALUES ($1, $2, $3, $4)`, [
    entry.groupId,
    entry.actorId,
    entry.action,
    entry.targetId,
  ]);
}

interface LogRow {
  entry_id: string;
  action: GroupAuditAction;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  target_id: number | null;
  target_name: string | null;
}

/**
 * The newest entries of group `groupId`'s log, for its admins. A member whose account is no
 * longer active is not named (null), as everywhere else in groups.
 */
export async function groupLog(em: EntityManager, groupId: number): Promise<GroupLogEntryDto[]> {
  const rows = await em.query<LogRow[]>(
    `SELECT l.entry_id, l.action, l.created_at,
            CASE WHEN ${isActiveMember('a')} THEN a.user_id END AS actor_id, CASE WHEN ${isActiveMember('a')} THEN a.user_name END AS actor_name,
            CASE WHEN ${isActiveMember('t')} THEN t.user_id END AS target_id, CASE WHEN ${isActiveMember('t')} THEN t.user_name END AS target_name
       FROM group_audit_log l ${optionalMemberJoin('a', 'l.actor_id')} ${optionalMemberJoin('t', 'l.target_id')}
      WHERE l.group_id = $1 ORDER BY l.entry_id DESC LIMIT ${GROUP_LOG_PAGE}`,
    [groupId],
  );
  const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { user_id: id, user_name: name });
  return rows.map((r) => ({
    entry_id: Number(r.entry_id),
    action: r.action,
    actor: person(r.actor_id, r.actor_name),
    target: person(r.target_id, r.target_name),
    created_at: r.created_at,
  }));
}
