import { Client } from 'pg';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { Call, createPost, PostPage } from './helpers';

/**
 * The feed leaves out posts of members who are not active. The database keeps that on each post
 * (posts.author_active), so these tests change members' status as an operator or the account
 * flows would, at any moment, and read the feed a member sees.
 */
describe('posts: the feed and members who are no longer active', () => {
  let t: TestApp;
  let call: Call;
  let reader: Member;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
    call = http(t.url);
    reader = await createMember(t, { userName: 'Reader' });
  });
  afterAll(() => t.close());

  const feedIds = async () => {
    const res = await call<PostPage>('GET', '/api/posts/feed', { token: reader.token });
    expect(res.status).toBe(200);
    return res.body.posts.map((p) => p.posts_id);
  };
  const setStatus = (m: Member, status: string) => t.db.query(`UPDATE users SET status = $2 WHERE user_id = $1`, [m.userId, status]);
  const insertPost = async (db: Pick<Client, 'query'>, m: Member, content: string) =>
    (await db.query<{ posts_id: number }>(`INSERT INTO posts (user_id, content, visibility) VALUES ($1, $2, 'public') RETURNING posts_id`, [m.userId, content]))
      .rows[0].posts_id;

  it("hides a member's posts while suspended and shows them again once active", async () => {
    const author = await createMember(t, { userName: 'Sometimes away' });
    const first = await createPost(call, author, { content: 'Before the suspension' });
    const second = await createPost(call, author, { content: 'Also before' });
    expect(await feedIds()).toEqual(expect.arrayContaining([first, second]));

    await setStatus(author, 'suspended');
    const hidden = await feedIds();
    expect(hidden).not.toContain(first);
    expect(hidden).not.toContain(second);

    await setStatus(author, 'active');
    expect(await feedIds()).toEqual(expect.arrayContaining([first, second]));
  });

  it('keeps out a post written for a member who is not active', async () => {
    const author = await createMember(t, { userName: 'Banned' });
    await setStatus(author, 'banned');
    const postId = await insertPost(t.db, author, 'Written while banned');
    expect(await feedIds()).not.toContain(postId);
    await setStatus(author, 'active');
    expect(await feedIds()).toContain(postId);
  });

  describe('a status change and a new post at the same moment', () => {
    let other: Client;
    beforeAll(async () => {
      other = new Client({ connectionString: t.settings.databaseUrl });
      await other.connect();
    });
    afterAll(() => other.end());

    const settled = (p: Promise<unknown>, ms: number) =>
      Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

    it('a post inserted while a suspension is being committed waits for it and stays out of the feed', async () => {
      const author = await createMember(t, { userName: 'Suspended mid-post' });
      await other.query('BEGIN');
      await other.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [author.userId]);
      const inserting = insertPost(t.db, author, 'Racing the suspension');
      expect(await settled(inserting, 300)).toBe(false);
      await other.query('COMMIT');
      const postId = await inserting;
      expect(await feedIds()).not.toContain(postId);
    });

    it('a suspension that comes while a post is being committed waits for the post and hides it', async () => {
      const author = await createMember(t, { userName: 'Posting mid-suspension' });
      await other.query('BEGIN');
      const postId = await insertPost(other, author, 'Committed after the suspension began');
      const suspending = setStatus(author, 'suspended');
      expect(await settled(suspending, 300)).toBe(false);
      await other.query('COMMIT');
      await suspending;
      expect(await feedIds()).not.toContain(postId);
      await setStatus(author, 'active');
      expect(await feedIds()).toContain(postId);
    });
  });
});
