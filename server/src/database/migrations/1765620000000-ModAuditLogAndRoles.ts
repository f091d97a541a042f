import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operators (issue #29): `users.role` takes `user`, `moderator` or `paka` (checked for new
 * values only, NOT VALID, so an old database with other values still migrates); a suspension may
 * end at `users.suspended_until`; and every moderator action is recorded in `mod_audit_log`,
 * which is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, whoever runs them. The
 * actor is a plain id (null for the command-line tool), not a foreign key, so purging an
 * operator's account never has to touch the log. Pages read newest first by `entry_id`.
 */
export class ModAuditLogAndRoles1765620000000 implements MigrationInterface {
  name = 'ModAuditLogAndRoles1765620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'moderator', 'paka')) NOT VALID`);
    await q.query(`ALTER TABLE users ADD COLUMN suspended_until timestamptz`);
    await q.query(`
      CREATE TABLE mod_audit_log (
        entry_id bigserial PRIMARY KEY,
        actor_id int,
        action varchar(40) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id int NOT NULL,
        note varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION mod_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'mod_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER mod_audit_log_no_change BEFORE UPDATE OR DELETE ON mod_audit_log
        FOR EACH ROW EXECUTE FUNCTION mod_audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER mod_audit_log_no_truncate BEFORE TRUNCATE ON mod_audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION mod_audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mod_audit_log`);
    await q.query(`DROP FUNCTION mod_audit_log_append_only()`);
    await q.query(`ALTER TABLE users DROP COLUMN suspended_until`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
  }
}
