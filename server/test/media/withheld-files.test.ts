import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { removeGroupContent, restoreGroupContent } from '../../src/groups';
import { restorePostContent } from '../../src/posts';
import { citableRuleId, createOperator } from '../mod/helpers';
import { addComment, createPost } from '../posts/helpers';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface Queue {
  reports: Array<{ report_id: number; target_type: string; target_id: number }>;
}

/**
 * Files of content nobody may see are not served (issue #29's removal, hardened): a moderator's
 * removal or an author's suspension takes a post's, comment's or thread comment's files off
 * /api/uploads at once (404, as for a file that never existed), not 30 days later when the purge
 * deletes them; restoring or lifting the suspension serves them again.
 */
describe('media files of removed content and suspended authors', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let db: DataSource;
  let author: Member;
  let reader: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    db = t.app.get(DataSource);
    [author, reader] = await Promise.all([createMember(t, { userName: 'Author' }), createMember(t, { userName: 'Reader' })]);
    moderator = await createOperator(t, 'moderator', 'Mo');
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  /** A processed file in storage with its media row, as the worker leaves them. */
  async function attach(target: { posts_id?: number; comment_id?: number; group_comment_id?: number }, userId: number, name: string, poster?: string) {
    const keys = [name, poster].filter((k): k is string => !!k).map((k) => `uploads/media/${k}`);
    for (const key of keys) {
      const file = join(t.settings.dataDir, key);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `bytes of ${key}`);
    }
    await t.db.query(
      `INSERT INTO media (posts_id, comment_id, group_comment_id, user_id, media_type, path, poster_path, status) VALUES ($1, $2, $3, $4, $5, $6, $7, 'ready')`,
      [target.posts_id ?? null, target.comment_id ?? null, target.group_comment_id ?? null, userId, poster ? 'video' : 'image', keys[0], keys[1] ?? null],
    );
    return keys.map((k) => `/api/${k}`);
  }
  const status = async (url: string) => (await fetch(`${t.url}${url}`)).status;
  const statuses = (urls: string[]) => Promise.all(urls.map(status));
  const removeReported = async (type: 'post' | 'comment', id: number, reporter: Member) => {
    const path = type === 'post' ? '/api/posts/report-post' : '/api/posts/report-comment';
    await call('POST', path, { token: reporter.token, body: type === 'post' ? { postId: id, reason: 'hate' } : { commentId: id, reason: 'hate' } });
    const queue = await call<Queue>('GET', '/api/mod/reports?status=open', { token: moderator.token });
    const reportId = queue.body.reports.find((c) => c.target_type === type && c.target_id === id)!.report_id;
    expect((await call('POST', '/api/mod/resolve-report', { token: moderator.token, body: { reportId, action: 'remove_content', ruleId: await citableRuleId(t), note: 'Hate' } })).status).toBe(200);
  };

  it('a removed post’s video and poster answer 404 at once, its comments’ files too, and come back when it is restored', async () => {
    const postId = await createPost(call, author, { content: 'A post with a video', visibility: 'public' });
    const comment = await addComment(call, reader, postId, 'A picture in reply');
    const videoUrls = await attach({ posts_id: postId }, author.userId, 'removed-video.mp4', 'removed-poster.jpg');
    const commentUrls = await attach({ comment_id: comment.comment_id }, reader.userId, 'reply-picture.jpg');
    expect(await statuses([...videoUrls, ...commentUrls])).toEqual([200, 200, 200]);

    await removeReported('post', postId, reader);
    expect(await statuses([...videoUrls, ...commentUrls])).toEqual([404, 404, 404]);
    const head = await fetch(`${t.url}${videoUrls[0]}`, { method: 'HEAD' });
    expect(head.status).toBe(404);

    await db.transaction((m) => restorePostContent(m, 'post', postId));
    expect(await statuses([...videoUrls, ...commentUrls])).toEqual([200, 200, 200]);
    expect(await (await fetch(`${t.url}${videoUrls[0]}`)).text()).toBe('bytes of uploads/media/removed-video.mp4');
  });

  it('a removed comment’s picture answers 404 while the post’s own files stay', async () => {
    const postId = await createPost(call, author, { content: 'A post that stays', visibility: 'public' });
    const comment = await addComment(call, reader, postId, 'A rude picture');
    const postUrls = await attach({ posts_id: postId }, author.userId, 'kept-picture.jpg');
    const commentUrls = await attach({ comment_id: comment.comment_id }, reader.userId, 'rude-picture.jpg');
    await removeReported('comment', comment.comment_id, author);
    expect(await statuses([...postUrls, ...commentUrls])).toEqual([200, 404]);
  });

  it('a suspended author’s files answer 404 until the suspension is lifted', async () => {
    const suspended = await createMember(t, { userName: 'Soon suspended' });
    const postId = await createPost(call, suspended, { content: 'Before the suspension', visibility: 'public' });
    const urls = await attach({ posts_id: postId }, suspended.userId, 'suspended-picture.jpg');
    expect(await statuses(urls)).toEqual([200]);
    expect((await call('POST', '/api/mod/suspend-user', { token: moderator.token, body: { userId: suspended.userId, ruleId: await citableRuleId(t), note: 'Spam' } })).status).toBe(200);
    expect(await statuses(urls)).toEqual([404]);
    expect((await call('POST', '/api/mod/unsuspend-user', { token: moderator.token, body: { userId: suspended.userId } })).status).toBe(200);
    expect(await statuses(urls)).toEqual([200]);
  });

  it('a thread comment’s files go with a removed group and come back with it', async () => {
    const created = await call<{ groupId: number }>('POST', '/api/groups/create-group', {
      token: author.token,
      body: { groupTitle: 'Withheld circle', description: 'We pray', visibility: 'group_public' },
    });
    const groupId = created.body.groupId;
    const gc = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: author.token, body: { content: 'A photo', isReady: true } });
    const urls = await attach({ group_comment_id: gc.body.comment.comment_id }, author.userId, 'thread-photo.jpg');
    expect(await statuses(urls)).toEqual([200]);
    await db.transaction((m) => removeGroupContent(m, 'group', groupId));
    expect(await statuses(urls)).toEqual([404]);
    await db.transaction((m) => restoreGroupContent(m, 'group', groupId));
    expect(await statuses(urls)).toEqual([200]);
    await db.transaction((m) => removeGroupContent(m, 'group_comment', gc.body.comment.comment_id));
    expect(await statuses(urls)).toEqual([404]);
  });

  it('a file under uploads/media/ without a media row is not served; other uploads are, as before', async () => {
    const key = 'uploads/media/no-row.jpg';
    mkdirSync(dirname(join(t.settings.dataDir, key)), { recursive: true });
    writeFileSync(join(t.settings.dataDir, key), 'orphan');
    expect(await status(`/api/${key}`)).toBe(404);
    const profile = 'uploads/profile/someone.jpg';
    mkdirSync(dirname(join(t.settings.dataDir, profile)), { recursive: true });
    writeFileSync(join(t.settings.dataDir, profile), 'a face');
    expect(await status(`/api/${profile}`)).toBe(200);
  });
});
