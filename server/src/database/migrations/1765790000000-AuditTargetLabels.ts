import { MigrationInterface, QueryRunner } from 'typeorm';

/** `Name's <noun> “first 40 characters…”` from an author name and a text column, as mod/report-targets.ts names targets. */
function label(name: string, noun: string, text: string): string {
  const flat = `btrim(regexp_replace(${text}, '\\s+', ' ', 'g'))`;
  const quote = `CASE WHEN length(${flat}) > 40 THEN rtrim(left(${flat}, 40)) || '…' ELSE ${flat} END`;
  return `${name} || '''s ${noun}' || CASE WHEN ${flat} = '' THEN '' ELSE ' “' || ${quote} || '”' END`;
}

/**
 * Audit entries name their target as it was when acted on (`target_label`) and keep a copy of the
 * content (`snapshot`: text, media, author), so the log still reads after the content is purged
 * (issue 42). Existing entries get a label where the target still exists; their content was not
 * kept, so their snapshot stays null. The log is append-only: its trigger is paused for the
 * backfill, in this migration's transaction only.
 */
export class AuditTargetLabels1765790000000 implements MigrationInterface {
  name = 'AuditTargetLabels1765790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mod_audit_log ADD COLUMN target_label varchar(200), ADD COLUMN snapshot jsonb`);
    await q.query(`ALTER TABLE mod_audit_log DISABLE TRIGGER mod_audit_log_no_change`);
    await q.query(`UPDATE mod_audit_log l SET target_label = ${label('u.user_name', 'account', "''")}
                     FROM users u WHERE l.target_type = 'user' AND u.user_id = l.target_id AND u.status <> 'deleted'`);
    await q.query(`UPDATE mod_audit_log l SET target_label = ${label('a.user_name', 'post', 'p.content')}
                     FROM posts p JOIN users a ON a.user_id = p.user_id WHERE l.target_type = 'post' AND p.posts_id = l.target_id`);
    await q.query(`UPDATE mod_audit_log l SET target_label = ${label('a.user_name', 'comment', 'c.content')}
                     FROM comments c JOIN users a ON a.user_id = c.user_id WHERE l.target_type = 'comment' AND c.comment_id = l.target_id`);
    await q.query(`UPDATE mod_audit_log l SET target_label = ${label('a.user_name', 'group', 'g.title')}
                     FROM groups g JOIN users a ON a.user_id = g.host_user_id WHERE l.target_type = 'group' AND g.group_id = l.target_id`);
    await q.query(`UPDATE mod_audit_log l SET target_label = ${label('a.user_name', 'group comment', 'c.content')}
                     FROM group_comments c JOIN users a ON a.user_id = c.user_id WHERE l.target_type = 'group_comment' AND c.comment_id = l.target_id`);
    await q.query(`ALTER TABLE mod_audit_log ENABLE TRIGGER mod_audit_log_no_change`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mod_audit_log DROP COLUMN snapshot, DROP COLUMN target_label`);
  }
}
