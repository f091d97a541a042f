import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a group's admins did to its members (issue 38: `remove_member`), kept with the group: the
 * rows go when the group goes (the foreign key), and nothing else changes them. Actor and target
 * are plain ids, as in `mod_audit_log`, so purging an account never has to touch the record.
 * Read per group, newest first.
 */
export class GroupAuditLog1765771000000 implements MigrationInterface {
  name = 'GroupAuditLog1765771000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE group_audit_log (
        entry_id bigserial PRIMARY KEY,
        group_id int NOT NULL REFERENCES groups(group_id) ON DELETE CASCADE,
        actor_id int NOT NULL,
        action varchar(40) NOT NULL,
        target_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX group_audit_log_group_idx ON group_audit_log (group_id, entry_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE group_audit_log`);
  }
}
