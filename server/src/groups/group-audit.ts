import { EntityManager } from 'typeorm';

/** What a group's admins did to its members, recorded with the group (migration GroupAuditLog). */
export type GroupAuditAction = 'remove_member';

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
