import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTHORLESS_STATEMENTS, EXEMPT_STATEMENTS, exemption, FRAGMENTS, memberContentRead, missingRules, RULES, statementKey } from '../../src/common/visibility-rules';
import { SNAPSHOT_DIR, splitStatements } from '../../src/scripts/sql-snapshots';

/**
 * Every member-facing read of member content in the SQL snapshots carries its table's visibility
 * rules (src/common/visibility-rules.ts). The snapshots are checked current by sql-snapshots.test.ts.
 */
const statements = new Map<string, string>();
for (const name of readdirSync(SNAPSHOT_DIR).filter((n) => n.endsWith('.sql')).sort()) {
  for (const [header, sql] of splitStatements(readFileSync(join(SNAPSHOT_DIR, name), 'utf8'))) statements.set(header, sql);
}

describe('visibility rules', () => {
  it('every member-facing read of member content carries its rules', () => {
    const failures: string[] = [];
    for (const [header, sql] of statements) {
      if (exemption(header)) continue;
      for (const { table, rule } of missingRules(sql, header)) failures.push(`${header}: reads ${table} without rule ${rule} (${RULES[rule].fragment})`);
    }
    expect(failures).toEqual([]);
  });

  it('names no exempt statement or fragment that is not in the snapshots', () => {
    const keys = new Set([...statements.keys()].map(statementKey));
    expect([...Object.keys(EXEMPT_STATEMENTS), ...Object.keys(FRAGMENTS), ...Object.keys(AUTHORLESS_STATEMENTS)].filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(FRAGMENTS).filter((key) => key in EXEMPT_STATEMENTS)).toEqual([]);
  });

  it('finds a read that forgets a rule', () => {
    expect(missingRules(`SELECT p.content FROM posts p JOIN users u ON u.user_id = p.user_id AND u.status = 'active' WHERE p.removed_at IS NULL`)).toEqual([
      { table: 'posts', rule: 'not-blocked' },
      { table: 'posts', rule: 'held' },
      // Group prayer requests (issue 44): a read of posts that shows a group's posts to outsiders.
      { table: 'posts', rule: 'group-member' },
      { table: 'posts', rule: 'anonymous' },
    ]);
    // Anonymous requests (issue 44): a read that names a post's author without shownAuthorColumns.
    const shown = `SELECT p.posts_id, CASE WHEN (p.anonymous AND p.user_id <> $1) THEN 0 ELSE p.user_id END AS user_id FROM posts p JOIN users u ON u.user_id = p.user_id AND u.status = 'active'
      WHERE p.removed_at IS NULL AND p.is_ready AND NOT (EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = $1 AND bl.blocked_id = p.user_id))
        AND (p.visibility <> 'group' OR EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = p.group_id AND gm.user_id = $1 AND gm.status = 'accepted'))`;
    expect(missingRules(shown)).toEqual([]);
    // Held content (issue 42): a read of comments that shows others' unready (held) comments.
    const blockFree = `NOT (EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = $1 AND bl.blocked_id = c.user_id))`;
    expect(missingRules(`SELECT c.content FROM comments c JOIN users u ON u.user_id = c.user_id AND u.status = 'active' WHERE c.removed_at IS NULL AND ${blockFree}`)).toEqual([
      { table: 'comments', rule: 'held' },
      { table: 'comments', rule: 'group-member' },
    ]);
    expect(missingRules(`SELECT c.content FROM comments c JOIN users u ON u.user_id = c.user_id AND u.status = 'active' WHERE c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${blockFree}`)).toEqual([
      { table: 'comments', rule: 'group-member' },
    ]);
    expect(missingRules(`SELECT u.user_name FROM users u WHERE u.user_id = $2 AND u.status = 'active'`).map((m) => m.rule)).toEqual(['approved-member', 'not-blocked']);
    expect(missingRules(`UPDATE posts SET content = $2 WHERE posts_id = $1`)).toEqual([]);
  });

  it('checks the reads of posts and prayer (the parser finds them)', () => {
    const checked = [...statements].filter(([header, sql]) => /^(posts|prayer)\//.test(header) && !exemption(header) && /FROM posts/.test(sql));
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it('checks the member-facing reads of every module that holds member content', () => {
    const modules = new Set([...statements].filter(([header, sql]) => !exemption(header) && memberContentRead(sql).length > 0).map(([header]) => header.split('/')[0]));
    expect([...modules]).toEqual(expect.arrayContaining(['conn', 'groups', 'noti', 'posts', 'prayer']));
  });
});
