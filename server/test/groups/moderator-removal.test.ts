import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { RemovedGroupsPurgeProcessor } from '../../src/groups/removed-content-purge.processor';
import { removeGroupContent, restoreGroupContent } from '../../src/groups';
import { JobsService } from '../../src/jobs/jobs.service';
import { setNotificationsHiddenAbout } from '../../src/noti';
import { eventually } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

interface GroupBody {
  group_id: number;
  comment_count: number;
  comments: Array<{ comment_id: number; content: string }>;
}

/**
 * A moderator's `remove_content` on a group or a group comment (issue #29): gone from every group
 * read at once, for its host and author too; restored, back as it was; purged with its files 30
 * days after removal. The moderation API calls these owners' functions in its transaction.
 */
describe('groups removed by a moderator', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let db: DataSource;
  let host: Member;
  let member: Member;
  let outsider: Member;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    db = t.app.get(DataSource);
    [host, member, outsider] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const remove = (type: 'group' | 'group_comment', id: number) => db.transaction((m) => removeGroupContent(m, type, id));
  const restore = (type: 'group' | 'group_comment', id: number) => db.transaction((m) => restoreGroupContent(m, type, id));
  const group = (who: Member, groupId: number) => call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: who.token });
  const myGroupIds = async (who: Member) => (await call<{ groups: GroupBody[] }>('GET', '/api/groups/my-groups', { token: who.token })).body.groups.map((g) => g.group_id);
  const searchIds = async (who: Member, q: string) =>
    (await call<{ groups: GroupBody[] }>('GET', `/api/groups/search-groups?q=${encodeURIComponent(q)}`, { token: who.token })).body.groups.map((g) => g.group_id);

  async function createGroup(title: string, owner = host, joiner = member): Promise<number> {
    const groupId = (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: owner.token, body: { groupTitle: title, description: 'Prayer circle' } })).body.groupId;
    await call('POST', '/api/groups/request-join-group', { token: joiner.token, body: { groupId } });
    await call('POST', '/api/groups/accept-group-member-request', { token: owner.token, body: { groupId, userId: joiner.userId } });
    return groupId;
  }
  async function comment(who: Member, groupId: number, content: string): Promise<number> {
    const res = await call<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, { token: who.token, body: { content } });
    if (res.status !== 201) throw new Error(`new-comment answered ${res.status}`);
    return res.body.comment.comment_id;
  }

  it('takes a group out of its page, the lists and search for everyone, its host included, and restoring brings it back', async () => {
    const groupId = await createGroup('Removable fellowship');
    const commentId = await comment(member, groupId, 'Hello all');
    expect(await searchIds(outsider, 'Removable fellowship')).toEqual([groupId]);

    expect(await remove('group', groupId)).toEqual({ authorId: host.userId, preview: 'Removable fellowship', target: { type: 'group', groupId } });
    expect(await remove('group', groupId)).toBeNull();
    for (const who of [host, member, outsider]) {
      expect((await group(who, groupId)).body).toMatchObject({ statusCode: 404, message: 'Group not found' });
      expect(await myGroupIds(who)).not.toContain(groupId);
      expect(await searchIds(who, 'Removable fellowship')).toEqual([]);
    }
    expect((await call('POST', `/api/groups/${groupId}/new-comment`, { token: member.token, body: { content: 'Anyone?' } })).status).toBe(404);
    expect((await call('POST', '/api/groups/request-join-group', { token: outsider.token, body: { groupId } })).status).toBe(404);
    expect((await call('POST', '/api/groups/group-comment-like', { token: host.token, body: { commentId } })).body).toMatchObject({ statusCode: 404, message: 'Comment not found' });
    expect((await call('POST', '/api/groups/user-delete-own-group', { token: host.token, body: { groupId } })).status).toBe(404);

    expect(await restore('group', groupId)).toMatchObject({ target: { type: 'group', groupId } });
    expect(await myGroupIds(member)).toContain(groupId);
    expect((await group(member, groupId)).body.group.comments.map((c) => c.comment_id)).toEqual([commentId]);
  });

  it('takes a comment out of the thread and the group comment_count; restoring counts it again', async () => {
    const groupId = await createGroup('Thread fellowship');
    const bad = await comment(member, groupId, 'An offensive group comment');
    await comment(host, groupId, 'Welcome');
    expect((await group(host, groupId)).body.group.comment_count).toBe(2);

    expect(await remove('group_comment', bad)).toEqual({
      authorId: member.userId,
      preview: 'An offensive group comment',
      target: { type: 'group_comment', groupId, commentId: bad },
    });
    for (const who of [host, member]) {
      const g = (await group(who, groupId)).body.group;
      expect(g.comment_count).toBe(1);
      expect(g.comments.map((c) => c.content)).toEqual(['Welcome']);
    }
    expect((await call('POST', '/api/groups/group-comment-like', { token: host.token, body: { commentId: bad } })).status).toBe(404);
    expect((await call('POST', '/api/groups/user-delete-own-comment-in-group', { token: member.token, body: { commentId: bad } })).status).toBe(404);

    await restore('group_comment', bad);
    const g = (await group(host, groupId)).body.group;
    expect(g.comment_count).toBe(2);
    expect(g.comments.map((c) => c.comment_id)).toContain(bad);
  });

  it('hides the notifications about a removed group comment from the inbox and the unread count', async () => {
    // A host and member of their own: notifications of the other tests' comments, derived in the
    // background, can reach the shared host at any time.
    const [owner, writer] = await Promise.all([createMember(t), createMember(t)]);
    const groupId = await createGroup('Notified fellowship', owner, writer);
    const bad = await comment(writer, groupId, 'A comment everyone is told of');
    const fine = await comment(writer, groupId, 'A fine comment');
    const listed = async () =>
      (await call<{ notifications: Array<{ content: string }> }>('GET', '/api/noti/user-notifications', { token: owner.token })).body.notifications.map((n) => n.content);
    await eventually(async () => expect(await listed()).toHaveLength(2));

    await db.transaction(async (m) => {
      const removed = await removeGroupContent(m, 'group_comment', bad);
      await setNotificationsHiddenAbout(m, removed!.target, true);
    });
    const left = await listed();
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('A fine comment');
    expect((await call('GET', '/api/noti/unread-notification-count', { token: owner.token })).body).toEqual({ unreadCount: 1 });
    expect(fine).toBeGreaterThan(bad);
  });

  it('purges groups and group comments removed more than 30 days ago with their media files, hourly', async () => {
    const file = (key: string) => join(t.settings.dataDir, key);
    const keys = { inGroup: 'uploads/media/group-purge.jpg', comment: 'uploads/media/group-comment-purge.jpg' };
    for (const key of Object.values(keys)) {
      mkdirSync(dirname(file(key)), { recursive: true });
      writeFileSync(file(key), 'bytes');
    }
    const oldGroup = await createGroup('Old removed fellowship');
    const inOldGroup = await comment(member, oldGroup, 'Inside the removed group');
    const kept = await createGroup('Kept fellowship');
    const oldComment = await comment(member, kept, 'Removed long ago');
    await comment(host, kept, 'Stays');
    await t.db.query(`INSERT INTO media (group_comment_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', $3, 'ready')`, [inOldGroup, member.userId, keys.inGroup]);
    await t.db.query(`INSERT INTO media (group_comment_id, user_id, media_type, path, status) VALUES ($1, $2, 'image', $3, 'ready')`, [oldComment, member.userId, keys.comment]);
    await remove('group', oldGroup);
    await remove('group_comment', oldComment);
    await t.db.query(`UPDATE groups SET removed_at = now() - interval '31 days' WHERE group_id = $1`, [oldGroup]);
    await t.db.query(`UPDATE group_comments SET removed_at = now() - interval '31 days' WHERE comment_id = $1`, [oldComment]);

    await t.app.get(RemovedGroupsPurgeProcessor).purge();

    expect((await t.db.query(`SELECT 1 FROM groups WHERE group_id = $1`, [oldGroup])).rowCount).toBe(0);
    expect((await t.db.query(`SELECT 1 FROM group_comments WHERE comment_id = ANY($1)`, [[inOldGroup, oldComment]])).rowCount).toBe(0);
    await eventually(async () => expect(Object.values(keys).filter((k) => existsSync(file(k)))).toEqual([]));
    expect((await group(host, kept)).body.group.comment_count).toBe(1);

    const schedulers = await t.app.get(JobsService).queues.maintenance.getJobSchedulers();
    expect(schedulers.find((s) => s.key === 'maintenance.purge-removed-groups')).toMatchObject({ every: 60 * 60 * 1000 });
  });
});
