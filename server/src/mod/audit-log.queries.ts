/** The mod_audit_log table's statements (audit-log.repository.ts); the table takes only INSERT and SELECT. */

export const AUDIT_PAGE_SIZE = 50;

export const INSERT_AUDIT_ENTRY_SQL = `INSERT INTO mod_audit_log (actor_id, action, target_type, target_id, note, target_label, snapshot) VALUES ($1, $2, $3, $4, $5, $6, $7)`;

/** A page and one more (to tell whether there is a next page), newest first from the cursor ($1, the last entry id seen). */
export const AUDIT_PAGE_SQL = `SELECT entry_id, actor_id, action, target_type, target_id, note, target_label, snapshot, created_at
         FROM mod_audit_log WHERE ($1::bigint IS NULL OR entry_id < $1) ORDER BY entry_id DESC LIMIT ${AUDIT_PAGE_SIZE + 1}`;
