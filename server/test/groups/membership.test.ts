import { createMember, Member } from '../support/members';
import { http, TestApp } from '../support/test-app';
import { recordEvents } from './events';
import { befriend, startGroupsApp } from './fixtures';

interface GroupBody {
  group_id: number;
  member_count: number;
  my_status: string;
  my_role: string | null;
  members: Array<{ user_id: number; status: string; role: string }>;
}

describe('groups: membership, invitations, admins and settings', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let events: ReturnType<typeof recordEvents>;
  let host: Member;
  let joiner: Member;

  beforeAll(async () => {
    t = await startGroupsApp();
    call = http(t.url);
    events = recordEvents(t);
    host = await createMember(t, { userName: 'Host' });
    joiner = await createMember(t, { userName: 'Joiner' });
  });
  afterAll(() => t.close());

  const newGroup = async (owner: Member, visibility = 'group_public') =>
    (await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: owner.token, body: { groupTitle: 'Fellowship', description: 'Sunday fellowship', visibility } })).body.groupId;
  const read = async (groupId: number, who: Member) => (await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: who.token })).body.group;
  const post = (path: string, who: Member, body: Record<string, unknown>) => call(`POST`, `/api/groups/${path}`, { token: who.token, body });
  const count = async (groupId: number) => (await t.db.query<{ member_count: number }>('SELECT member_count FROM groups WHERE group_id = $1', [groupId])).rows[0]?.member_count;

  describe('join requests', () => {
    it('goes none → pending → accepted, tells the admins once, and counts the member', async () => {
      const groupId = await newGroup(host);
      events.clear();
      const req = await call<{ group: GroupBody }>('POST', '/api/groups/request-join-group', { token: joiner.token, body: { groupId, userName: 'Joiner' } });
      expect(req.status).toBe(200);
      expect(req.body.group).toMatchObject({ group_id: groupId, my_status: 'pending', member_count: 1 });
      expect(events.of('group.join-requested')).toEqual([{ groupId, userId: joiner.userId }]);

      const again = await post('request-join-group', joiner, { groupId });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Your request to join this group is already pending');

      const ok = await post('accept-group-member-request', host, { groupId, userId: joiner.userId });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: 'Member request accepted' });
      expect(await read(groupId, joiner)).toMatchObject({ my_status: 'accepted', my_role: 'member', member_count: 2 });

      const member = await post('request-join-group', joiner, { groupId });
      expect(member.status).toBe(409);
      expect(member.body.message).toBe('You are already a member of this group');
    });

    it('removes a declined request, after which the person may ask again', async () => {
      const groupId = await newGroup(host);
      await post('request-join-group', joiner, { groupId });
      const res = await post('decline-group-member-request', host, { groupId, userId: joiner.userId });
      expect(res.body).toEqual({ message: 'Member request declined' });
      expect((await read(groupId, joiner)).my_status).toBe('none');
      expect((await post('request-join-group', joiner, { groupId })).status).toBe(200);
    });

    it('lets the requester withdraw with leave-group', async () => {
      const groupId = await newGroup(host);
      await post('request-join-group', joiner, { groupId });
      const res = await post('leave-group', joiner, { groupId });
      expect(res.body).toEqual({ message: 'Join request withdrawn', groupDeleted: false });
      expect((await read(groupId, joiner)).my_status).toBe('none');
    });

    it('answers 404 when there is no request to answer', async () => {
      const groupId = await newGroup(host);
      const res = await post('accept-group-member-request', host, { groupId, userId: joiner.userId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No pending join request from this user');
    });

    it('never lets an outsider ask to join a private group (it does not exist for them)', async () => {
      const groupId = await newGroup(host, 'group_private');
      const res = await post('request-join-group', joiner, { groupId });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Group not found');
    });

    it('keeps member_count exact when many requests are accepted at once', async () => {
      const groupId = await newGroup(host);
      const people = await Promise.all(Array.from({ length: 8 }, () => createMember(t)));
      await Promise.all(people.map((p) => post('request-join-group', p, { groupId })));
      const answers = await Promise.all(people.map((p) => post('accept-group-member-request', host, { groupId, userId: p.userId })));
      expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
      const real = await t.db.query(`SELECT count(*)::int AS n FROM group_members WHERE group_id = $1 AND status = 'accepted'`, [groupId]);
      expect(await count(groupId)).toBe(9);
      expect(real.rows[0].n).toBe(9);
    });
  });

  describe('invitations', () => {
    let friend: Member;
    let groupId: number;

    beforeEach(async () => {
      friend = await createMember(t, { userName: 'Friend' });
      await befriend(t, host, friend);
      groupId = await newGroup(host, 'group_private');
    });

    it('invites a connection, who sees the private group and joins with accept', async () => {
      events.clear();
      const res = await post('invite-user', host, { groupId, targetUserId: friend.userId, userName: 'Friend' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Invitation sent' });
      expect(events.of('group.invited')).toEqual([{ groupId, inviterId: host.userId, inviteeId: friend.userId }]);
      expect((await read(groupId, friend)).my_status).toBe('invited');

      const accepted = await call<{ group: GroupBody }>('POST', '/api/groups/accept-group-invitation', { token: friend.token, body: { groupId } });
      expect(accepted.status).toBe(200);
      expect(accepted.body.group).toMatchObject({ my_status: 'accepted', member_count: 2 });
      expect(await count(groupId)).toBe(2);
    });

    it('removes a declined invitation; the private group is hidden again', async () => {
      await post('invite-user', host, { groupId, targetUserId: friend.userId });
      expect((await post('decline-group-invitation', friend, { groupId })).body).toEqual({ message: 'Invitation declined' });
      const res = await call('GET', `/api/groups/group/${groupId}`, { token: friend.token });
      expect(res.status).toBe(404);
      expect(await count(groupId)).toBe(1);
    });

    it('joins at once when an invitee asks to join', async () => {
      const pub = await newGroup(host);
      await post('invite-user', host, { groupId: pub, targetUserId: friend.userId });
      const res = await call<{ group: GroupBody }>('POST', '/api/groups/request-join-group', { token: friend.token, body: { groupId: pub } });
      expect(res.body.group.my_status).toBe('accepted');
      expect(await count(pub)).toBe(2);
    });

    it('lets plain members invite their own connections', async () => {
      await post('invite-user', host, { groupId, targetUserId: friend.userId });
      await post('accept-group-invitation', friend, { groupId });
      const theirFriend = await createMember(t);
      await befriend(t, friend, theirFriend);
      expect((await post('invite-user', friend, { groupId, targetUserId: theirFriend.userId })).status).toBe(200);
      expect(await read(groupId, theirFriend)).toMatchObject({ my_status: 'invited' });
    });

    it.each([
      ['someone who is not a connection', 'stranger', 403, 'You can only invite your own connections'],
      ['oneself', 'self', 400, 'You cannot invite yourself'],
      ['someone already invited', 'invited', 409, 'This user already has a pending invitation or join request for this group'],
      ['a member', 'member', 409, 'This user is already a member of this group'],
    ])('refuses to invite %s', async (_label, kind, status, message) => {
      let target = friend;
      if (kind === 'stranger') target = await createMember(t);
      if (kind === 'self') target = host;
      if (kind === 'invited') await post('invite-user', host, { groupId, targetUserId: friend.userId });
      if (kind === 'member') {
        await post('invite-user', host, { groupId, targetUserId: friend.userId });
        await post('accept-group-invitation', friend, { groupId });
      }
      const res = await post('invite-user', host, { groupId, targetUserId: target.userId });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    });

    it('has nothing to accept without an invitation', async () => {
      const pub = await newGroup(host);
      const res = await post('accept-group-invitation', friend, { groupId: pub });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('You have no invitation to this group');
    });
  });

  describe('leaving and admins', () => {
    let groupId: number;
    let second: Member;

    beforeEach(async () => {
      groupId = await newGroup(host);
      second = await createMember(t, { userName: 'Second' });
      await post('request-join-group', second, { groupId });
      await post('accept-group-member-request', host, { groupId, userId: second.userId });
    });

    it('keeps the only admin from leaving while others remain, until someone else is admin', async () => {
      const refused = await post('leave-group', host, { groupId });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('You are the only admin of this group. Make another member an admin before leaving.');

      expect((await post('make-admin', host, { groupId, targetUserId: second.userId })).body).toEqual({ message: 'Admin role assigned' });
      const left = await post('leave-group', host, { groupId });
      expect(left.body).toEqual({ message: 'You left the group', groupDeleted: false });
      expect(await read(groupId, second)).toMatchObject({ member_count: 1, my_role: 'admin' });
    });

    it('deletes the group when its last member leaves', async () => {
      await post('leave-group', second, { groupId });
      expect(await count(groupId)).toBe(1);
      const res = await post('leave-group', host, { groupId });
      expect(res.body).toEqual({ message: 'You left the group. It had no other members, so it was deleted.', groupDeleted: true });
      expect((await call('GET', `/api/groups/group/${groupId}`, { token: host.token })).status).toBe(404);
    });

    it('lets an admin give up admin rights only while another admin remains', async () => {
      const alone = await post('remove-admin', host, { groupId, userId: host.userId });
      expect(alone.status).toBe(409);
      expect(alone.body.message).toBe('You are the only admin of this group. Make another member an admin first.');

      await post('make-admin', host, { groupId, targetUserId: second.userId });
      const other = await post('remove-admin', host, { groupId, userId: second.userId });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only give up your own admin rights');

      expect((await post('remove-admin', host, { groupId, userId: host.userId })).body).toEqual({ message: 'Admin rights removed' });
      expect(await read(groupId, host)).toMatchObject({ my_role: 'member' });
      // Giving up is final: a plain member cannot make themselves admin again.
      expect((await post('make-admin', host, { groupId, targetUserId: host.userId })).status).toBe(403);
    });

    it('promotes accepted members only, and promoting twice is harmless', async () => {
      const pending = await createMember(t);
      await post('request-join-group', pending, { groupId });
      const res = await post('make-admin', host, { groupId, targetUserId: pending.userId });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Only accepted members can become admins');
      const nobody = await post('make-admin', host, { groupId, targetUserId: joiner.userId });
      expect(nobody.status).toBe(404);
      expect(nobody.body.message).toBe('This user is not a member of this group');
      expect((await post('make-admin', host, { groupId, targetUserId: second.userId })).status).toBe(200);
      expect((await post('make-admin', host, { groupId, targetUserId: second.userId })).status).toBe(200);
      const roles = (await read(groupId, host)).members.filter((m) => m.role === 'admin').map((m) => m.user_id);
      expect(roles.sort()).toEqual([host.userId, second.userId].sort());
    });
  });

  describe('settings, deletion and reports', () => {
    it('toggles the audience; a private group leaves the search results', async () => {
      const groupId = await newGroup(host);
      const first = await post('change-group-audience', host, { groupId });
      expect(first.body).toEqual({ visibility: 'group_private' });
      const found = await call<{ groups: Array<{ group_id: number }> }>('GET', '/api/groups/search-groups?q=fellowship', { token: joiner.token });
      expect(found.body.groups.map((g) => g.group_id)).not.toContain(groupId);
      expect((await post('change-group-audience', host, { groupId })).body).toEqual({ visibility: 'group_public' });
    });

    it('changes the theme colour to a preset only', async () => {
      const groupId = await newGroup(host);
      expect((await post('change-group-theme-color', host, { groupId, theme_color: '#E76F51' })).body).toEqual({ theme_color: '#e76f51' });
      const bad = await post('change-group-theme-color', host, { groupId, theme_color: 'red' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Theme colour must be one of the 12 preset colours');
      const row = await t.db.query('SELECT theme_color FROM groups WHERE group_id = $1', [groupId]);
      expect(row.rows[0].theme_color).toBe('#e76f51');
    });

    it('lets the host delete the group with its thread', async () => {
      const groupId = await newGroup(host);
      await post(`${groupId}/new-comment`, host, { content: 'Bye', isReady: true });
      expect((await post('user-delete-own-group', host, { groupId })).body).toEqual({ message: 'Group deleted' });
      expect((await call('GET', `/api/groups/group/${groupId}`, { token: host.token })).status).toBe(404);
      expect((await t.db.query('SELECT 1 FROM group_comments WHERE group_id = $1', [groupId])).rowCount).toBe(0);
    });

    it('keeps one report per member and group', async () => {
      const groupId = await newGroup(host);
      expect((await post('report-group', joiner, { groupId })).body).toEqual({ message: 'Group reported' });
      expect((await post('report-group', joiner, { groupId })).status).toBe(200);
      const rows = await t.db.query(`SELECT reporter_id FROM reports WHERE target_type = 'group' AND target_id = $1`, [groupId]);
      expect(rows.rows).toEqual([{ reporter_id: joiner.userId }]);
    });

    it.each([
      ['a missing groupId', {}, 'groupId must be a group id'],
      ['a text groupId', { groupId: 'abc' }, 'groupId must be a group id'],
      ['a huge groupId', { groupId: 1e12 }, 'groupId must be a group id'],
      ['an unknown field', { groupId: 1, admin: true }, 'property admin should not exist'],
    ])('answers %s with 400', async (_label, body, message) => {
      const res = await post('leave-group', host, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });
});
