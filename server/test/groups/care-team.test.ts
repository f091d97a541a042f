import { PushService } from '../../src/push';
import { eventually } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { Call, createPost } from '../posts/helpers';

type Person = { user_id: number; user_name: string };
type ReachOuts = { can_reach_out: boolean; reaching_out: Array<Person & { anonymous: boolean; is_mine: boolean }>; message?: string };

/** Care teams (issue 44): named by a group's admins, told at once of an emergency request, and "I'm reaching out". */
describe('group care teams', () => {
  let t: TestApp;
  let call: Call;
  /** Hanna hosts the group; Mia and Kai are on the care team; Lea is a member; Olli is outside. */
  let hanna: Member;
  let mia: Member;
  let kai: Member;
  let lea: Member;
  let olli: Member;
  let groupId: number;
  let pushes: Array<{ userIds: number[]; message: { title: string; body: string; url: string } }>;

  const addMember = (g: number, m: Member, role = 'member', status = 'accepted') =>
    t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, $4, $3, $2, $2)`, [g, m.userId, role, status]);
  async function newGroup(host: Member, members: Member[]): Promise<number> {
    const { rows } = await t.db.query<{ group_id: number }>(
      `INSERT INTO groups (title, description, visibility, host_user_id, member_count) VALUES ('Care group', 'We carry each other', 'group_public', $1, $2) RETURNING group_id`,
      [host.userId, members.length + 1],
    );
    await addMember(rows[0].group_id, host, 'admin');
    for (const m of members) await addMember(rows[0].group_id, m);
    return rows[0].group_id;
  }
  const setTeam = (m: Member, userIds: unknown, g = groupId) =>
    call<{ care_team: Person[]; message?: string }>('PUT', `/api/groups/${g}/care-team`, { token: m.token, body: { userIds } });
  const getTeam = (m: Member, g = groupId) => call<{ care_team: Person[]; message?: string }>('GET', `/api/groups/${g}/care-team`, { token: m.token });
  const emergency = (m: Member, content: string, extra: Record<string, unknown> = {}) =>
    createPost(call, m, { content, postType: 'emergency_pray_request', visibility: 'group', groupId, ...extra });
  const reachOut = (m: Member, postId: number, anonymous?: boolean) =>
    call<ReachOuts>('POST', '/api/posts/reach-out', { token: m.token, body: anonymous === undefined ? { postId } : { postId, anonymous } });
  const reachOuts = (m: Member, postId: number) => call<ReachOuts>('GET', `/api/posts/reach-outs?postId=${postId}`, { token: m.token });
  const notified = async (type: string) =>
    (
      await t.db.query<{ user_id: number; content: string; link: string; actor_id: number | null; actor_hidden: boolean }>(
        `SELECT user_id, content, link, actor_id, actor_hidden FROM notifications WHERE notification_type = $1 ORDER BY user_id, notification_id`,
        [type],
      )
    ).rows;
  const block = (a: Member, b: Member) => t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [a.userId, b.userId]);

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    [hanna, mia, kai, lea, olli] = await Promise.all(['Hanna Host', 'Mia Care', 'Kai Care', 'Lea Member', 'Olli Outside'].map((userName) => createMember(t, { userName })));
    groupId = await newGroup(hanna, [mia, kai, lea]);
    pushes = [];
    jest.spyOn(t.app.get(PushService), 'notifyUsers').mockImplementation(async (items) => {
      pushes.push(...(items as typeof pushes));
    });
  });
  afterAll(() => t.close());

  describe('naming the team', () => {
    it('admins only: a member gets 403, an outsider and a missing group 404', async () => {
      const byMember = await setTeam(lea, [mia.userId]);
      expect(byMember.status).toBe(403);
      expect(byMember.body.message).toBe('Only group admins can choose the care team');
      const byOutsider = await setTeam(olli, [mia.userId]);
      expect(byOutsider.status).toBe(404);
      expect(byOutsider.body.message).toBe('Group not found');
      expect((await setTeam(hanna, [mia.userId], 999999)).status).toBe(404);
      expect((await t.db.query(`SELECT 1 FROM group_care_team WHERE group_id = $1`, [groupId])).rows).toHaveLength(0);
    });

    it('refuses ids that are not accepted members, repeats and more than 20, with a clear message', async () => {
      const pendingOne = await createMember(t, { userName: 'Pia Pending' });
      await addMember(groupId, pendingOne, 'member', 'pending');
      const res = await setTeam(hanna, [mia.userId, olli.userId, pendingOne.userId]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`Only members of the group can be on its care team (not members: ${olli.userId}, ${pendingOne.userId})`);
      const repeated = await setTeam(hanna, [mia.userId, mia.userId]);
      expect(repeated.status).toBe(400);
      expect(repeated.body.message).toBe('userIds must be a list of at most 20 different member ids');
      expect((await setTeam(hanna, Array.from({ length: 21 }, (_, i) => i + 1))).status).toBe(400);
      expect((await setTeam(hanna, 'all')).status).toBe(400);
      expect((await setTeam(hanna, [0])).status).toBe(400);
    });

    it('replaces the team, shows it to members (not outsiders), marks it in the member list and records it in the admin log', async () => {
      let res = await setTeam(hanna, [mia.userId, lea.userId]);
      expect(res.status).toBe(200);
      expect(res.body.care_team.map((p) => p.user_name)).toEqual(['Lea Member', 'Mia Care']);
      res = await setTeam(hanna, [kai.userId, mia.userId]);
      expect(res.body.care_team.map((p) => p.user_id)).toEqual([kai.userId, mia.userId]);

      const read = await getTeam(lea);
      expect(read.status).toBe(200);
      expect(read.body.care_team).toEqual([
        expect.objectContaining({ user_id: kai.userId, user_name: 'Kai Care', profile_picture: expect.any(String) }),
        expect.objectContaining({ user_id: mia.userId, user_name: 'Mia Care' }),
      ]);
      const outsider = await getTeam(olli);
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toBe('Group not found');

      const detail = await call<{ group: { members: Array<{ user_id: number; care_team: boolean }> } }>('GET', `/api/groups/group/${groupId}`, { token: mia.token });
      const flags = Object.fromEntries(detail.body.group.members.map((m) => [m.user_id, m.care_team]));
      expect(flags).toMatchObject({ [kai.userId]: true, [mia.userId]: true, [lea.userId]: false, [hanna.userId]: false });

      const log = await call<{ entries: Array<{ action: string; target: Person | null; actor: Person | null }> }>('GET', `/api/groups/admin-log?groupId=${groupId}`, { token: hanna.token });
      expect(log.body.entries.map((e) => `${e.action}:${e.target?.user_name}`)).toEqual(
        expect.arrayContaining(['care_team_add:Mia Care', 'care_team_add:Lea Member', 'care_team_remove:Lea Member', 'care_team_add:Kai Care']),
      );
      expect(log.body.entries.every((e) => e.actor?.user_id === hanna.userId)).toBe(true);
    });

    it('a member who leaves the group is no longer on its team', async () => {
      const g = await newGroup(hanna, [lea]);
      expect((await setTeam(hanna, [lea.userId], g)).status).toBe(200);
      expect((await call('POST', '/api/groups/leave-group', { token: lea.token, body: { groupId: g } })).status).toBe(200);
      expect((await getTeam(hanna, g)).body.care_team).toEqual([]);
    });
  });

  describe('an emergency request', () => {
    beforeAll(async () => {
      expect((await setTeam(hanna, [mia.userId, kai.userId])).status).toBe(200);
    });
    beforeEach(async () => {
      await t.db.query('DELETE FROM notifications');
      await t.db.query('DELETE FROM blocks');
      pushes.length = 0;
    });

    it('reaches the team at once in the app, by push and by e-mail, whatever their level and e-mail setting; once each', async () => {
      // Mia hears nothing of the group's requests by her level, and wants no e-mail notifications.
      expect((await call('PUT', `/api/groups/${groupId}/prayer-notifications`, { token: mia.token, body: { level: 'none' } })).status).toBe(200);
      await t.db.query(`UPDATE users SET receive_email_notifications = false WHERE user_id = $1`, [mia.userId]);
      const postId = await emergency(lea, 'Pray now, my father is in hospital');
      const expected = [hanna.userId, mia.userId, kai.userId].sort((a, b) => a - b);
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id)).toEqual(expected));
      // Kai is on the team and at the default level: one notification, not two.
      expect((await notified('group_prayer')).filter((r) => r.user_id === kai.userId)).toHaveLength(1);
      expect((await notified('group_prayer')).find((r) => r.user_id === mia.userId)).toMatchObject({
        content: 'Lea Member asked Care group to pray for an emergency: “Pray now, my father is in hospital”',
        link: `/post/${postId}`,
      });
      await eventually(async () => expect(pushes.flatMap((p) => p.userIds)).toEqual(expect.arrayContaining([mia.userId, kai.userId])));
      const mail = await t.mailbox.waitFor(mia.email, (m) => m.text.includes('Pray now, my father is in hospital'), 15_000);
      expect(mail.text).toContain(`/post/${postId}`);
      expect(mail.text).toContain("You receive this at once because you are on a group's care team.");
      await t.mailbox.waitFor(kai.email, (m) => m.text.includes('Pray now, my father is in hospital'), 15_000);
      // Mailed once: the digest does not mail it again.
      const { rows } = await t.db.query(`SELECT emailed_at FROM notifications WHERE user_id = $1 AND notification_type = 'group_prayer'`, [mia.userId]);
      expect(rows[0].emailed_at).not.toBeNull();
    });

    it('an ordinary prayer request does not reach the team by that rule', async () => {
      await createPost(call, lea, { content: 'Pray for my exam', postType: 'pray_request', visibility: 'group', groupId });
      await emergency(lea, 'Second urgent request');
      await eventually(async () => expect((await notified('group_prayer')).some((r) => r.content.includes('Second urgent request'))).toBe(true));
      expect((await notified('group_prayer')).some((r) => r.content.includes('Pray for my exam'))).toBe(false);
    });

    it('never reaches a team member across a block, nor the author on the team; an anonymous request names nobody', async () => {
      await block(lea, kai);
      const postId = await emergency(lea, 'Blocked Kai does not hear', { anonymous: true });
      await eventually(async () => expect((await notified('group_prayer')).map((r) => r.user_id)).toContain(mia.userId));
      await new Promise((r) => setTimeout(r, 500));
      // About this request only: the previous test's fan-out may still land after beforeEach's delete.
      const about = async (text: string) => (await notified('group_prayer')).filter((r) => r.content.includes(text)).map((r) => r.user_id);
      expect(await about('Blocked Kai does not hear')).not.toContain(kai.userId);
      expect((await notified('group_prayer')).find((r) => r.user_id === mia.userId)).toMatchObject({
        content: 'An anonymous emergency request in Care group: “Blocked Kai does not hear”',
        actor_hidden: true,
      });
      const mail = await t.mailbox.waitFor(mia.email, (m) => m.text.includes('Blocked Kai does not hear'), 15_000);
      expect(mail.text).not.toContain('Lea');
      expect(postId).toBeGreaterThan(0);

      await t.db.query('DELETE FROM notifications');
      await emergency(mia, 'Mia herself asks');
      await eventually(async () => expect(await about('Mia herself asks')).toContain(kai.userId));
      expect(await about('Mia herself asks')).not.toContain(mia.userId);
    });
  });

  describe("I'm reaching out", () => {
    beforeEach(async () => {
      await t.db.query('DELETE FROM notifications');
      await t.db.query('DELETE FROM blocks');
    });

    it('only a care team member, only on an emergency request in the group, never the author; 404 for what they cannot see', async () => {
      const postId = await emergency(lea, 'Who can reach out?');
      const member = await reachOut(hanna, postId);
      expect(member.status).toBe(403);
      expect(member.body.message).toBe('Only the care team of the group can reach out');
      const outsider = await reachOut(olli, postId);
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toBe('Post not found');
      expect((await reachOuts(olli, postId)).status).toBe(404);
      const own = await emergency(mia, 'My own emergency');
      const byAuthor = await reachOut(mia, own);
      expect(byAuthor.status).toBe(403);
      expect(byAuthor.body.message).toBe('You cannot reach out on your own request');
      const ordinary = await createPost(call, lea, { content: 'Not urgent', postType: 'pray_request', visibility: 'group', groupId });
      const notEmergency = await reachOut(mia, ordinary);
      expect(notEmergency.status).toBe(400);
      expect(notEmergency.body.message).toBe("Only an emergency request in a group can get the care team's reach-out");
      const publicEmergency = await createPost(call, lea, { content: 'Public emergency', postType: 'emergency_pray_request' });
      expect((await reachOut(mia, publicEmergency)).status).toBe(400);
      expect((await reachOut(mia, 999999)).status).toBe(404);
      expect((await call('POST', '/api/posts/reach-out', { token: mia.token, body: { postId, anonymous: 'yes' } })).status).toBe(400);
      // Across a block the request is not there at all.
      await block(lea, mia);
      expect((await reachOut(mia, postId)).status).toBe(404);
      expect((await reachOuts(mia, postId)).status).toBe(404);
      expect((await t.db.query(`SELECT 1 FROM prayer_reach_outs WHERE post_id = $1`, [postId])).rows).toHaveLength(0);
    });

    it('tells the author once, by name; the team sees who took it; calling again tells nobody again', async () => {
      const postId = await emergency(lea, 'Please call me');
      expect(await reachOuts(mia, postId)).toMatchObject({ status: 200, body: { can_reach_out: true, reaching_out: [] } });
      const first = await reachOut(mia, postId);
      expect(first.status).toBe(200);
      expect(first.body.reaching_out).toEqual([expect.objectContaining({ user_id: mia.userId, user_name: 'Mia Care', anonymous: false, is_mine: true })]);
      await eventually(async () => expect(await notified('care_reach_out')).toHaveLength(1));
      expect((await notified('care_reach_out'))[0]).toMatchObject({
        user_id: lea.userId,
        content: 'Mia Care from the care team is reaching out: “Please call me”',
        link: `/post/${postId}`,
        actor_hidden: false,
      });
      const list = await call<{ notifications: Array<{ notification_type: string; actor: Person | null }> }>('GET', '/api/noti/user-notifications', { token: lea.token });
      expect(list.body.notifications.find((n) => n.notification_type === 'care_reach_out')?.actor).toMatchObject({ user_id: mia.userId });

      const again = await reachOut(mia, postId, true);
      expect(again.status).toBe(200);
      expect(again.body.reaching_out).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(await notified('care_reach_out')).toHaveLength(1);

      // Kai, on the team too, sees that Mia took it; the author and other members see no list.
      expect((await reachOuts(kai, postId)).body).toEqual({
        can_reach_out: true,
        reaching_out: [expect.objectContaining({ user_id: mia.userId, user_name: 'Mia Care', is_mine: false })],
      });
      expect((await reachOuts(lea, postId)).body).toEqual({ can_reach_out: false, reaching_out: [] });
      expect((await reachOuts(hanna, postId)).body).toEqual({ can_reach_out: false, reaching_out: [] });
    });

    it('an anonymous reach-out hides the name from the author but not from the team; the anonymous author still hears it', async () => {
      const res = await call<{ postId: number }>('POST', '/api/posts/create-post', {
        token: lea.token,
        body: { content: 'Anonymous and afraid', postType: 'emergency_pray_request', visibility: 'group', groupId, anonymous: true },
      });
      const postId = res.body.postId;
      expect((await reachOut(kai, postId, true)).status).toBe(200);
      await eventually(async () => expect(await notified('care_reach_out')).toHaveLength(1));
      const notice = (await notified('care_reach_out'))[0];
      expect(notice).toMatchObject({ user_id: lea.userId, content: 'Someone from the care team is reaching out: “Anonymous and afraid”', actor_hidden: true });
      const list = await call<{ notifications: Array<{ notification_type: string; actor: unknown; content: string }> }>('GET', '/api/noti/user-notifications', { token: lea.token });
      const item = list.body.notifications.find((n) => n.notification_type === 'care_reach_out');
      expect(item?.actor).toBeNull();
      expect(JSON.stringify(item)).not.toContain('Kai');
      expect((await reachOuts(mia, postId)).body.reaching_out).toEqual([expect.objectContaining({ user_name: 'Kai Care', anonymous: true })]);
      // The team still does not see who asked.
      const post = await call<{ post: { user_name: string } }>('GET', `/api/posts/post/${postId}`, { token: mia.token });
      expect(post.body.post.user_name).toBe('Anonymous');
    });

    it('leaves out of the team list a member the reader blocked', async () => {
      const postId = await emergency(lea, 'Blocked names stay hidden');
      expect((await reachOut(kai, postId)).status).toBe(200);
      await block(mia, kai);
      expect((await reachOuts(mia, postId)).body.reaching_out).toEqual([]);
    });
  });
});
