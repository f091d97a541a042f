import { EntityManager } from 'typeorm';
import type { GroupLogEntryDto } from './dto/group-audit.dto';
import { GroupAuditAction } from './group-audit';
import { GROUP_LOG_SQL, RECORD_GROUP_ACTION_SQL } from './group-audit.queries';

/**
 * Appends one entry in the caller's transaction, so the action and its record commit together.
 * The member it concerns is never shown the actor: the record is the group's, not a notice.
 */
export async function recordGroupAction(em: EntityManager, entry: { groupId: number; actorId: number; action: GroupAuditAction; targetId: number }): Promise<void> {
  await em.query(RECORD_GROUP_ACTION_SQL, [
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
  const rows = await em.query<LogRow[]>(GROUP_LOG_SQL, [groupId]);
  const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { user_id: id, user_name: name });
  return rows.map((r) => ({
    entry_id: Number(r.entry_id),
    action: r.action,
    actor: person(r.actor_id, r.actor_name),
    target: person(r.target_id, r.target_name),
    created_at: r.created_at,
  }));
}
