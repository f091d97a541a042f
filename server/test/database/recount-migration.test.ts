import { DataSource } from 'typeorm';
import { CountsExact1764600000000 } from '../../src/database/migrations/1764600000000-CountsExact';
import { createMember } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';

describe('migration CountsExact: every counter recounted once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets each counter that differs from its rows to their number and leaves the right ones alone', async () => {
    const ann = await createMember(t);
    const ben = await createMember(t);
    const one = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).rows[0] as Record<string, number>;
    const post = (await one(`INSERT INTO posts (user_id, content) VALUES ($1, 'Counted') RETURNING posts_id`, [ann.userId])).posts_id;
    const right = (await one(`INSERT INTO posts (user_id, content) VALUES ($1, 'Right') RETURNING posts_id`, [ann.userId])).posts_id;
    await t.db.query(`INSERT INTO post_likes (posts_id, user_id) VALUES ($1, $2), ($1, $3), ($4, $2)`, [post, ann.userId, ben.userId, right]);
    const comment = (await one(`INSERT INTO comments (post_id, user_id, content) VALUES ($1, $2, 'Amen') RETURNING comment_id`, [post, ben.userId])).comment_id;
    await t.db.query(`INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2)`, [comment, ann.userId]);
    const group = (await one(`INSERT INTO groups (title, description, host_user_id) VALUES ('Circle', 'Prayer', $1) RETURNING group_id`, [ann.userId])).group_id;
    await t.db.query(
      `INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'admin', $2, $2), ($1, $3, 'pending', 'member', $3, $3)`,
      [group, ann.userId, ben.userId],
    );
    const groupComment = (await one(`INSERT INTO group_comments (group_id, user_id, content) VALUES ($1, $2, 'Hello') RETURNING comment_id`, [group, ann.userId])).comment_id;
    await t.db.query(`INSERT INTO group_comment_likes (comment_id, user_id) VALUES ($1, $2)`, [groupComment, ben.userId]);
    // Counts as an earlier version could leave them (the trigger counted the comment: 1).
    await t.db.query(`UPDATE posts SET like_count = 7, comment_count = 4 WHERE posts_id = $1`, [post]);
    await t.db.query(`UPDATE posts SET like_count = 1 WHERE posts_id = $1`, [right]);
    await t.db.query(`UPDATE comments SET like_count = 3 WHERE comment_id = $1`, [comment]);
    await t.db.query(`UPDATE group_comments SET like_count = 0 WHERE comment_id = $1`, [groupComment]);
    await t.db.query(`UPDATE groups SET member_count = 5, comment_count = 9 WHERE group_id = $1`, [group]);
    const revBefore = (await one(`SELECT card_rev FROM posts WHERE posts_id = $1`, [right])).card_rev;

    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new CountsExact1764600000000().up(runner);
    } finally {
      await runner.release();
    }

    expect(await one(`SELECT like_count, comment_count FROM posts WHERE posts_id = $1`, [post])).toEqual({ like_count: 2, comment_count: 1 });
    expect(await one(`SELECT like_count, card_rev FROM posts WHERE posts_id = $1`, [right])).toEqual({ like_count: 1, card_rev: revBefore });
    expect(await one(`SELECT like_count FROM comments WHERE comment_id = $1`, [comment])).toEqual({ like_count: 1 });
    expect(await one(`SELECT like_count FROM group_comments WHERE comment_id = $1`, [groupComment])).toEqual({ like_count: 1 });
    expect(await one(`SELECT member_count, comment_count FROM groups WHERE group_id = $1`, [group])).toEqual({ member_count: 1, comment_count: 1 });
  });

  it('keeps comment_count through the comments trigger: an insert counts, a delete uncounts, each in one statement', async () => {
    const ann = await createMember(t);
    const post = (await t.db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'Thread') RETURNING posts_id`, [ann.userId])).rows[0].posts_id as number;
    const count = async () => (await t.db.query(`SELECT comment_count FROM posts WHERE posts_id = $1`, [post])).rows[0].comment_count as number;
    await t.db.query(`INSERT INTO comments (post_id, user_id, content) SELECT $1, $2, 'c' || i FROM generate_series(1, 3) i`, [post, ann.userId]);
    expect(await count()).toBe(3);
    await t.db.query(`DELETE FROM comments WHERE post_id = $1 AND content IN ('c1', 'c2')`, [post]);
    expect(await count()).toBe(1);
    await t.db.query(`UPDATE comments SET content = 'edited' WHERE post_id = $1`, [post]);
    expect(await count()).toBe(1);
  });
});
