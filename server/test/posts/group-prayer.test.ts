import { fromBuffer, ZipFile } from 'yauzl';
import { PushService } from '../../src/push';
import { eventually } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { befriend, Call, createPost, PostPage } from './helpers';

/** Group prayer requests (issue 44): posts for one group's members only, its Prayer tab and notification levels. */
describe('group prayer requests', () => {
  let t: TestApp;
  let call: Call;
  /** Host of the group; Mia a member; Olli a friend of Hanna's outside the group; Lea a member who leaves. */
  let hanna: Member;
  let mia: Member;
  let olli: Member;
  let lea: Member;
  let groupId: number;
  let pushes: Array<{ userIds: number[]; message: { title: string; body: string; url: string } }>;

  const addMember = (g: number, m: Member, role = 'member') =>
    t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', $3, $2, $2)`, [g, m.userId, role]);
  async function newGroup(host: Member, members: Member[]): Promise<number> {
    const { rows } = await t.db.query<{ group_id: number }>(
      `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ('Home group', 'We pray together', 'group_public', $1, $2) RETURNING group_id`,
      [host.userId, members.length + 1],
    );
    await addMember(rows[0].group_id, host, 'admin');
    for (const m of members) await addMember(rows[0].group_id, m);
    return rows[0].group_id;
  }
  const groupRequest = (m: Member, content: string, postType = 'pray_request', g = groupId) =>
    createPost(call, m, { content, postType, visibility: 'group', groupId: g });
  const feedIds = async (m: Member) => (await call<PostPage>('GET', '/api/posts/feed', { token: m.token })).body.posts.map((p) => p.posts_id);
  const tab = (m: Member, query = '', g = groupId) => call<PostPage & { message?: string }>('GET', `/api/groups/${g}/prayer-requests${query}`, { token: m.token });
  const detail = (m: Member, postId: number) => call<{ message?: string }>('GET', `/api/posts/post/${postId}`, { token: m.token });
  const notified = async (type: string) =>
    (await t.db.query<{ user_id: number; content: string; link: string }>(`SELECT user_id, content, link FROM notifications WHERE notification_type = $1 ORDER BY user_id`, [type])).rows;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    [hanna, mia, olli, lea] = await Promise.all(['Hanna', 'Mia', 'Olli', 'Lea'].map((userName) => createMember(t, { userName })));
    await befriend(t, hanna, olli);
    groupId = await newGroup(hanna, [mia, lea]);
    pushes = [];
    jest.spyOn(t.app.get(PushService), 'notifyUsers').mockImplementation(async (items) => {
      pushes.push(...(items as typeof pushes));
    });
  });
  afterAll(() => t.close());

  it('refuses visibility group without groupId, groupId without visibility group, and a group the author is not in', async () => {
    const post = (m: Member, body: Record<string, unknown>) => call<{ message: string }>('POST', '/api/posts/create-post', { token: m.token, body });
    let res = await post(mia, { content: 'Pray', postType: 'pray_request', visibility: 'group' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A post with visibility group needs its groupId');
    res = await post(mia, { content: 'Pray', postType: 'pray_request', groupId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('groupId needs visibility group');
    res = await post(mia, { content: 'Pray', visibility: 'friends', groupId });
    expect(res.status).toBe(400);
    res = await post(mia, { content: 'Pray', visibility: 'group', groupId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('groupId must be a group id');
    res = await post(olli, { content: 'Pray', postType: 'pray_request', visibility: 'group', groupId });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Group not found');
    res = await post(mia, { content: 'Pray', postType: 'pray_request', visibility: 'group', groupId: 999999 });
    expect(res.status).toBe(404);
  });

  it("shows a group request to the group's members only: feed, detail, comments, likes, prayers; never on a profile", async () => {
    const postId = await groupRequest(mia, 'Pray for our camp week');
    const res = await detail(hanna, postId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ post: { posts_id: postId, visibility: 'group', group_id: groupId, post_type: 'pray_request' } });
    expect(await feedIds(hanna)).toContain(postId);
    expect(await feedIds(mia)).toContain(postId);
    expect((await call('POST', `/api/posts/${postId}/new-comment`, { token: hanna.token, body: { content: 'Praying' } })).status).toBe(201);
    expect((await call('POST', '/api/posts/post-like', { token: hanna.token, body: { postId } })).status).toBe(200);
    expect((await call('POST', '/api/posts/pray', { token: hanna.token, body: { postId } })).status).toBe(200);

    // Olli is a friend of both Hanna and Mia, but not in the group.
    await befriend(t, mia, olli);
    expect((await detail(olli, postId)).status).toBe(404);
    expect((await detail(olli, postId)).body.message).toBe('Post not found');
    expect((await call('GET', `/api/posts/${postId}/comments`, { token: olli.token })).status).toBe(404);
    expect((await call('POST', `/api/posts/${postId}/new-comment`, { token: olli.token, body: { content: 'Hi' } })).status).toBe(404);
    expect((await call('POST', '/api/posts/post-like', { token: olli.token, body: { postId } })).status).toBe(404);
    expect((await call('POST', '/api/posts/pray', { token: olli.token, body: { postId } })).status).toBe(404);
    expect((await call('GET', `/api/posts/${postId}/prayers`, { token: olli.token })).status).toBe(404);
    expect(await feedIds(olli)).not.toContain(postId);
    // A profile never lists it, not even to a fellow member; the author's own list does.
    for (const reader of [olli, hanna]) {
      const profile = await call<PostPage>('GET', `/api/posts/user-posts/${mia.userId}`, { token: reader.token });
      expect(profile.status).toBe(200);
      expect(profile.body.posts.map((p) => p.posts_id)).not.toContain(postId);
    }
    expect((await call<PostPage>('GET', '/api/posts/my-posts', { token: mia.token })).body.posts.map((p) => p.posts_id)).toContain(postId);
    // Its audience is its group: it cannot be turned public.
    const toggled = await call<{ message: string }>('POST', '/api/posts/change-post-audience', { token: mia.token, body: { postId } });
    expect(toggled.status).toBe(400);
    expect(toggled.body.message).toBe("A group post's audience is its group");
  });

  it("keeps blocks: a member blocked by the author does not see the author's group request", async () => {
    const postId = await groupRequest(mia, 'A request Hanna will not see');
    await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [mia.userId, hanna.userId]);
    try {
      expect((await detail(hanna, postId)).status).toBe(404);
      expect(await feedIds(hanna)).not.toContain(postId);
      expect((await tab(hanna)).body.posts.map((p) => p.posts_id)).not.toContain(postId);
    } finally {
      await t.db.query(`DELETE FROM blocks`);
    }
  });

  it('lists the group Prayer tab newest first, by status, with "I prayed"; 404 for non-members; paged with a cursor', async () => {
    const g = await newGroup(hanna, [mia]);
    const first = await createPost(call, mia, { content: 'First request', postType: 'pray_request', visibility: 'group', groupId: g });
    const second = await createPost(call, hanna, { content: 'Emergency', postType: 'emergency_pray_request', visibility: 'group', groupId: g });
    const ordinary = await createPost(call, hanna, { content: 'Just news', visibility: 'group', groupId: g });
    const answered = await createPost(call, mia, { content: 'Answered one', postType: 'pray_request', visibility: 'group', groupId: g });
    const publicRequest = await createPost(call, mia, { content: 'Public one', postType: 'pray_request' });
    expect((await call('POST', '/api/posts/mark-prayer-answered', { token: mia.token, body: { postId: answered, testimony: 'Thank you' } })).status).toBe(200);
    expect((await call('POST', '/api/posts/pray', { token: hanna.token, body: { postId: first } })).status).toBe(200);

    const open = await tab(hanna, '', g);
    expect(open.status).toBe(200);
    expect(open.body.posts.map((p) => p.posts_id)).toEqual([second, first]);
    expect(open.body.posts[1]).toMatchObject({ is_prayed: true, prayer_count: 1, prayer_status: 'open', group_id: g });
    expect(open.body.posts.map((p) => p.posts_id)).not.toContain(ordinary);
    expect(open.body.posts.map((p) => p.posts_id)).not.toContain(publicRequest);
    const done = await tab(hanna, '?status=answered', g);
    expect(done.body.posts.map((p) => p.posts_id)).toEqual([answered]);

    const page1 = await tab(mia, '?limit=1', g);
    expect(page1.body.posts.map((p) => p.posts_id)).toEqual([second]);
    const page2 = await tab(mia, `?limit=1&cursor=${encodeURIComponent(page1.body.nextCursor!)}`, g);
    expect(page2.body.posts.map((p) => p.posts_id)).toEqual([first]);
    expect(page2.body.nextCursor).toBeNull();

    const outsider = await tab(olli, '', g);
    expect(outsider.status).toBe(404);
    expect(outsider.body.message).toBe('Group not found');
    expect((await tab(hanna, '?status=closed', g)).status).toBe(400);
    expect((await tab(hanna, '', 999999)).status).toBe(404);
  });

  it('hides the request from a member who left (the author too), and from everyone once the group is removed or deleted', async () => {
    const g = await newGroup(hanna, [mia, lea]);
    const byLea = await createPost(call, lea, { content: 'Lea asks', postType: 'pray_request', visibility: 'group', groupId: g });
    const byMia = await createPost(call, mia, { content: 'Mia asks', postType: 'pray_request', visibility: 'group', groupId: g });
    expect((await detail(lea, byMia)).status).toBe(200);
    expect((await call('POST', '/api/groups/leave-group', { token: lea.token, body: { groupId: g } })).status).toBe(200);
    expect((await detail(lea, byMia)).status).toBe(404);
    expect((await detail(lea, byLea)).status).toBe(404);
    expect(await feedIds(lea)).not.toContain(byMia);
    expect((await tab(lea, '', g)).status).toBe(404);
    expect((await detail(mia, byLea)).status).toBe(200);

    // A moderator removes the group: nobody sees its requests, its members included.
    await t.db.query(`UPDATE groups SET removed_at = now() WHERE group_id = $1`, [g]);
    expect((await detail(mia, byMia)).status).toBe(404);
    expect(await feedIds(mia)).not.toContain(byMia);
    expect((await tab(mia, '', g)).status).toBe(404);
    await t.db.query(`UPDATE groups SET removed_at = NULL WHERE group_id = $1`, [g]);
    expect((await detail(mia, byMia)).status).toBe(200);

    // The host deletes it: the requests stay the authors' (their export) but are shown to nobody.
    expect((await call('POST', '/api/groups/user-delete-own-group', { token: hanna.token, body: { groupId: g } })).status).toBe(200);
    expect((await detail(mia, byMia)).status).toBe(404);
    expect(await feedIds(mia)).not.toContain(byMia);
    const { rows } = await t.db.query(`SELECT visibility, group_id FROM posts WHERE posts_id = $1`, [byMia]);
    expect(rows[0]).toEqual({ visibility: 'group', group_id: null });
  });

  it('tells of a mention in a group request only members of the group', async () => {
    await t.db.query('DELETE FROM notifications');
    // Olli, a friend of both, is named too: the request is not his to read, so he is not told.
    const postId = await groupRequest(mia, 'Pray with me @Hanna and @Olli');
    await eventually(async () => expect((await notified('mention')).map((r) => r.user_id)).toEqual([hanna.userId]));
    expect((await notified('mention'))[0].link).toBe(`/post/${postId}`);
  });

  it("puts the author's group requests in their data export", async () => {
    const exporter = await createMember(t, { userName: 'Eeva Export' });
    const g = await newGroup(hanna, [exporter]);
    const postId = await createPost(call, exporter, { content: 'Eeva asks her group', postType: 'pray_request', visibility: 'group', groupId: g });
    expect((await call('POST', '/api/data/request-export', { token: exporter.token })).status).toBe(202);
    const mail = await t.mailbox.waitFor(exporter.email, (m) => m.subject === 'Your Pen data is ready to download', 30_000);
    const url = /https?:\/\/\S+\/api\/data\/export\/[\w.-]+/.exec(mail.text)![0];
    const bytes = Buffer.from(await (await fetch(`${t.url}${new URL(url).pathname}`)).arrayBuffer());
    const posts = JSON.parse((await unzipEntry(bytes, 'posts.json')).toString('utf8')) as Array<Record<string, unknown>>;
    expect(posts).toEqual([expect.objectContaining({ posts_id: postId, content: 'Eeva asks her group', visibility: 'group', group_id: g })]);
  });

  describe('notification levels', () => {
    let g: number;
    let all: Member;
    let emergencyOnly: Member;
    let none: Member;

    beforeAll(async () => {
      [all, emergencyOnly, none] = await Promise.all(['Aino All', 'Eero Default', 'Niko None'].map((userName) => createMember(t, { userName })));
      g = await newGroup(hanna, [all, emergencyOnly, none]);
    });
    beforeEach(async () => {
      await t.db.query('DELETE FROM notifications');
      pushes.length = 0;
    });

    it('reads and sets the level (default emergency); members only; a clear 400 for an unknown level', async () => {
      const level = (m: Member, gid = g) => call<{ level: string; message?: string }>('GET', `/api/groups/${gid}/prayer-notifications`, { token: m.token });
      const set = (m: Member, body: unknown, gid = g) => call<{ level: string; message?: string }>('PUT', `/api/groups/${gid}/prayer-notifications`, { token: m.token, body });
      expect((await level(all)).body).toEqual({ level: 'emergency' });
      expect((await set(all, { level: 'all' })).body).toEqual({ level: 'all' });
      expect((await level(all)).body).toEqual({ level: 'all' });
      expect((await set(none, { level: 'none' })).body).toEqual({ level: 'none' });
      const bad = await set(all, { level: 'loud' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('level must be all, emergency or none');
      expect((await level(olli)).status).toBe(404);
      const outsider = await set(olli, { level: 'all' });
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toBe('Group not found');
      expect((await t.db.query(`SELECT 1 FROM group_prayer_settings WHERE user_id = $1`, [olli.userId])).rows).toHaveLength(0);
    });

    it('a prayer request notifies the members at level all; an emergency also those at emergency; none hears nothing', async () => {
      const request = await groupRequest(hanna, 'Pray for the youth evening', 'pray_request', g);
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id)).toEqual([all.userId]));
      expect((await notified('group_prayer'))[0]).toMatchObject({
        content: 'Hanna asked Home group to pray: “Pray for the youth evening”',
        link: `/post/${request}`,
      });
      await eventually(async () =>
        expect(pushes).toEqual([expect.objectContaining({ userIds: [all.userId], message: expect.objectContaining({ title: 'New prayer request in your group', url: `/post/${request}` }) })]),
      );

      await t.db.query('DELETE FROM notifications');
      const emergency = await groupRequest(hanna, 'Urgent: pray now', 'emergency_pray_request', g);
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id).sort((a, b) => a - b)).toEqual([all.userId, emergencyOnly.userId].sort((a, b) => a - b)));
      expect((await notified('group_prayer'))[0].content).toBe('Hanna asked Home group to pray for an emergency: “Urgent: pray now”');
      expect((await notified('group_prayer')).map((r) => r.link)).toEqual([`/post/${emergency}`, `/post/${emergency}`]);

      // An ordinary group post notifies nobody by level; the author is never told of their own.
      await t.db.query('DELETE FROM notifications');
      await createPost(call, all, { content: 'Just news', visibility: 'group', groupId: g });
      await groupRequest(all, 'Aino asks', 'emergency_pray_request', g);
      const expected = [hanna.userId, emergencyOnly.userId].sort((a, b) => a - b);
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id)).toEqual(expected));
    });

    it('an anonymous group request names nobody in the notification, its push or the list', async () => {
      const res = await call<{ postId: number }>('POST', '/api/posts/create-post', {
        token: hanna.token,
        body: { content: 'Pray for my marriage', postType: 'emergency_pray_request', visibility: 'group', groupId: g, anonymous: true },
      });
      expect(res.status).toBe(201);
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id).sort((a, b) => a - b)).toEqual([all.userId, emergencyOnly.userId].sort((a, b) => a - b)));
      expect((await notified('group_prayer'))[0].content).toBe('An anonymous emergency request in Home group: “Pray for my marriage”');
      await eventually(async () => expect(pushes.length).toBeGreaterThan(0));
      expect(JSON.stringify(pushes)).not.toContain('Hanna');
      const list = await call<{ notifications: Array<{ content: string; actor: unknown }> }>('GET', '/api/noti/user-notifications', { token: all.token });
      const item = list.body.notifications.find((n) => n.content.includes('Pray for my marriage'));
      expect(item).toBeDefined();
      expect(item!.actor).toBeNull();
      expect(JSON.stringify(item)).not.toContain('Hanna');
    });
  });
});

/** One entry of a ZIP. */
async function unzipEntry(bytes: Buffer, name: string): Promise<Buffer> {
  const zip = await new Promise<ZipFile>((resolve, reject) => fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))));
  return new Promise<Buffer>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => reject(new Error(`${name} not in the ZIP`)));
    zip.on('entry', (entry: { fileName: string }) => {
      if (entry.fileName !== name) return zip.readEntry();
      zip.openReadStream(entry as never, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
    zip.readEntry();
  });
}
