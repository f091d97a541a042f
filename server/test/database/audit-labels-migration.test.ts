import { DataSource } from 'typeorm';
import { AuditTargetLabels1765790000000 } from '../../src/database/migrations/1765790000000-AuditTargetLabels';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';

/** Migration AuditTargetLabels (issue 42): entries written before it get a label where their target still exists. */
describe('migration AuditTargetLabels: labels for earlier audit entries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names members, posts, comments, groups and group comments as the app does, leaves gone targets unnamed, and keeps the log append-only', async () => {
    const mark = await createMember(t, { userName: 'Mark Troll' });
    const one = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).rows[0] as Record<string, number>;
    const post = (await one(`INSERT INTO posts (user_id, content) VALUES ($1, 'BUY CHEAP watches and phones at my shop today') RETURNING posts_id`, [mark.userId])).posts_id;
    const comment = (await one(`INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, E'Short\\n  and rude') RETURNING comment_id`, [post, mark.userId])).comment_id;
    const group = (await one(`INSERT INTO groups (title, description, host_user_id) VALUES ('Troll club', 'Loud', $1) RETURNING group_id`, [mark.userId])).group_id;
    const groupComment = (await one(`INSERT INTO group_comments (group_id, user_id, content) VALUES ($1, $2, '') RETURNING comment_id`, [group, mark.userId])).comment_id;

    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      // The log as it was before the migration, with one entry per kind of target and one whose post is gone.
      await new AuditTargetLabels1765790000000().down(runner);
      await t.db.query(
        `INSERT INTO mod_audit_log (actor_id, action, target_type, target_id) VALUES
           (NULL, 'suspend_user', 'user', $1), (NULL, 'remove_content', 'post', $2), (NULL, 'remove_content', 'comment', $3),
           (NULL, 'resolve_report', 'group', $4), (NULL, 'remove_content', 'group_comment', $5), (NULL, 'remove_content', 'post', 999999)`,
        [mark.userId, post, comment, group, groupComment],
      );
      await new AuditTargetLabels1765790000000().up(runner);
    } finally {
      await runner.release();
    }

    const { rows } = await t.db.query(`SELECT target_type, target_label, snapshot FROM mod_audit_log ORDER BY entry_id`);
    expect(rows).toEqual([
      { target_type: 'user', target_label: "Mark Troll's account", snapshot: null },
      { target_type: 'post', target_label: "Mark Troll's post “BUY CHEAP watches and phones at my shop…”", snapshot: null },
      { target_type: 'comment', target_label: "Mark Troll's comment “Short and rude”", snapshot: null },
      { target_type: 'group', target_label: "Mark Troll's group “Troll club”", snapshot: null },
      { target_type: 'group_comment', target_label: "Mark Troll's group comment", snapshot: null },
      { target_type: 'post', target_label: null, snapshot: null },
    ]);
    await expect(t.db.query(`UPDATE mod_audit_log SET target_label = 'changed'`)).rejects.toThrow(/append-only/);
  });
});
