import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { securityAppEnv } from './security-app';

interface GroupBody {
  group_id: number;
  member_count: number;
  my_status: string;
  members: Array<{ user_id: number }>;
}

/**
 * Issue 38, item 2: a member whom one of a group's admins blocked (or who blocked an admin) gets
 * into the group by no path, through a third member neither: invitations, join requests and
 * accepting either, also one made before the block, answer 404. And admins can remove an
 * accepted member, which the group's audit log records without the removed member being told.
 */
describe('security: a block with a group admin keeps the member out of the group', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  /** Admin (host) of the groups. */
  let anna: Member;
  /** Blocked by Anna (or blocking her); Carl's friend. */
  let ben: Member;
  /** An accepted member of Anna's groups, Ben's friend. */
  let carl: Member;

  beforeAll(async () => {
    t = await startTestApp(securityAppEnv());
    call = http(t.url);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    anna = await createMember(t, { userName: `Anna ${tag}` });
    ben = await createMember(t, { userName: `Ben ${tag}` });
    carl = await createMember(t, { userName: `Carl ${tag}` });
    await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [ben.userId, carl.userId]);
  });

  const post = (path: string, who: Member, body: Record<string, unknown>) => call<{ message?: string; group?: GroupBody }>('POST', path, { token: who.token, body });
  const read = (groupId: number, who: Member) => call<{ group: GroupBody; message?: string }>('GET', `/api/groups/group/${groupId}`, { token: who.token });

  /** A group hosted by Anna with Carl as an accepted member. */
  async function annasGroup(visibility: 'group_public' | 'group_private'): Promise<number> {
    const created = await call<{ groupId: number }>('POST', '/api/groups/create-group', {
      token: anna.token,
      body: { groupTitle: 'Quiet circle', description: 'Prayer in confidence', visibility },
    });
    const groupId = created.body.groupId;
    // A private group is found by invitation only: Anna invites Carl, a connection of hers.
    await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`, [anna.userId, carl.userId]);
    expect((await post('/api/groups/invite-user', anna, { groupId, targetUserId: carl.userId })).status).toBe(200);
    expect((await post('/api/groups/accept-group-invitation', carl, { groupId })).status).toBe(200);
    return groupId;
  }
  const block = async (blocker: Member, blocked: Member) =>
    expect((await post('/api/conn/block-user', blocker, { targetUserId: blocked.userId })).status).toBe(200);
  const rowOf = async (groupId: number, who: Member) =>
    (await t.db.query<{ status: string }>(`SELECT status FROM group_members WHERE group_id = $1 AND user_id = $2`, [groupId, who.userId])).rows[0];

  it('A blocks B: C (a member, B’s friend) cannot invite B into A’s private group, and B cannot read it', async () => {
    const groupId = await annasGroup('group_private');
    await block(anna, ben);
    const invited = await post('/api/groups/invite-user', carl, { groupId, targetUserId: ben.userId });
    expect({ status: invited.status, message: invited.body.message }).toEqual({ status: 404, message: 'User not found' });
    expect(await rowOf(groupId, ben)).toBeUndefined();
    const accepted = await post('/api/groups/accept-group-invitation', ben, { groupId });
    expect(accepted.status).toBe(404);
    const thread = await read(groupId, ben);
    expect({ status: thread.status, message: thread.body.message }).toEqual({ status: 404, message: 'Group not found' });
  });

  it('the same when B blocked A', async () => {
    const groupId = await annasGroup('group_private');
    await block(ben, anna);
    expect((await post('/api/groups/invite-user', carl, { groupId, targetUserId: ben.userId })).status).toBe(404);
    expect(await rowOf(groupId, ben)).toBeUndefined();
  });

  it('an invitation made before the block goes with the block: B cannot accept it, ask to join, or read the group', async () => {
    const groupId = await annasGroup('group_private');
    expect((await post('/api/groups/invite-user', carl, { groupId, targetUserId: ben.userId })).status).toBe(200);
    expect((await read(groupId, ben)).status).toBe(200);
    await block(anna, ben);
    const accepted = await post('/api/groups/accept-group-invitation', ben, { groupId });
    expect({ status: accepted.status, message: accepted.body.message }).toEqual({ status: 404, message: 'Group not found' });
    const asked = await post('/api/groups/request-join-group', ben, { groupId });
    expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 404, message: 'Group not found' });
    expect((await read(groupId, ben)).status).toBe(404);
    expect(await rowOf(groupId, ben)).toBeUndefined();
    const count = await t.db.query<{ member_count: number }>(`SELECT member_count FROM groups WHERE group_id = $1`, [groupId]);
    expect(count.rows[0].member_count).toBe(2);
  });

  it('a blocked member cannot ask to join a public group, and a request made before the block cannot be accepted by another admin', async () => {
    const groupId = await annasGroup('group_public');
    await post('/api/groups/make-admin', anna, { groupId, targetUserId: carl.userId });
    const dora = await createMember(t, { userName: 'Dora Asking' });
    expect((await post('/api/groups/request-join-group', dora, { groupId })).status).toBe(200);
    await block(dora, anna);
    const accepted = await post('/api/groups/accept-group-member-request', carl, { groupId, userId: dora.userId });
    expect({ status: accepted.status, message: accepted.body.message }).toEqual({ status: 404, message: 'No pending join request from this user' });
    expect(await rowOf(groupId, dora)).toBeUndefined();

    await block(anna, ben);
    const asked = await post('/api/groups/request-join-group', ben, { groupId });
    expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 404, message: 'Group not found' });
    expect(await rowOf(groupId, ben)).toBeUndefined();
  });

  it('the accepting calls test the block themselves, also where a pending row outlived it', async () => {
    const groupId = await annasGroup('group_public');
    expect((await post('/api/groups/invite-user', carl, { groupId, targetUserId: ben.userId })).status).toBe(200);
    const dora = await createMember(t, { userName: 'Dora Early' });
    expect((await post('/api/groups/request-join-group', dora, { groupId })).status).toBe(200);
    // Blocks written straight into the table: nothing cleared the pending rows.
    await t.db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $1)`, [anna.userId, ben.userId, dora.userId]);
    const accepted = await post('/api/groups/accept-group-invitation', ben, { groupId });
    expect({ status: accepted.status, message: accepted.body.message }).toEqual({ status: 404, message: 'You have no invitation to this group' });
    const viaRequest = await post('/api/groups/request-join-group', ben, { groupId });
    expect({ status: viaRequest.status, message: viaRequest.body.message }).toEqual({ status: 404, message: 'Group not found' });
    const request = await post('/api/groups/accept-group-member-request', anna, { groupId, userId: dora.userId });
    expect({ status: request.status, message: request.body.message }).toEqual({ status: 404, message: 'No pending join request from this user' });
    expect(await rowOf(groupId, ben)).toMatchObject({ status: 'pending' });
    expect(await rowOf(groupId, dora)).toMatchObject({ status: 'pending' });
    expect((await read(groupId, carl)).body.group.member_count).toBe(2);
  });

  it('without a block everything still works: C invites B and B joins', async () => {
    const groupId = await annasGroup('group_private');
    expect((await post('/api/groups/invite-user', carl, { groupId, targetUserId: ben.userId })).status).toBe(200);
    const joined = await post('/api/groups/accept-group-invitation', ben, { groupId });
    expect(joined.status).toBe(200);
    expect(joined.body.group).toMatchObject({ my_status: 'accepted', member_count: 3 });
  });

  describe('POST /api/groups/remove-member', () => {
    it('an admin removes an accepted member: gone from the group and its thread, counted out, audited, and not told who', async () => {
      const groupId = await annasGroup('group_private');
      expect((await read(groupId, carl)).status).toBe(200);
      const removed = await post('/api/groups/remove-member', anna, { groupId, userId: carl.userId });
      expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { message: 'Member removed' } });
      expect(await rowOf(groupId, carl)).toBeUndefined();
      expect((await read(groupId, carl)).status).toBe(404);
      const group = (await read(groupId, anna)).body.group;
      expect(group.member_count).toBe(1);
      expect(group.members.map((m) => m.user_id)).toEqual([anna.userId]);
      const audit = await t.db.query(`SELECT actor_id, action, target_id FROM group_audit_log WHERE group_id = $1`, [groupId]);
      expect(audit.rows).toEqual([{ actor_id: anna.userId, action: 'remove_member', target_id: carl.userId }]);
      // The group's admins read it; nobody else does.
      const log = await call<{ entries: unknown[] }>('GET', `/api/groups/admin-log?groupId=${groupId}`, { token: anna.token });
      expect(log.status).toBe(200);
      expect(log.body.entries).toEqual([
        {
          entry_id: expect.any(Number),
          action: 'remove_member',
          actor: { user_id: anna.userId, user_name: anna.userName },
          target: { user_id: carl.userId, user_name: carl.userName },
          created_at: expect.any(String),
        },
      ]);
      expect((await call('GET', `/api/groups/admin-log?groupId=${groupId}`, { token: carl.token })).status).toBe(404);
      const told = await t.db.query(`SELECT 1 FROM notifications WHERE user_id = $1 AND actor_id = $2`, [carl.userId, anna.userId]);
      expect(told.rows).toEqual([]);
    });

    it('refuses non-admins (403), non-members (404), the caller themself (400) and bad input (400)', async () => {
      const groupId = await annasGroup('group_public');
      const notAdmin = await post('/api/groups/remove-member', carl, { groupId, userId: anna.userId });
      expect({ status: notAdmin.status, message: notAdmin.body.message }).toEqual({ status: 403, message: 'Only group admins can remove members' });
      const log = await call<{ message: string }>('GET', `/api/groups/admin-log?groupId=${groupId}`, { token: carl.token });
      expect({ status: log.status, message: log.body.message }).toEqual({ status: 403, message: 'Only group admins can read the group log' });
      expect((await call('GET', `/api/groups/admin-log?groupId=${groupId}`, { token: anna.token })).body).toEqual({ entries: [] });
      const notMember = await post('/api/groups/remove-member', anna, { groupId, userId: ben.userId });
      expect({ status: notMember.status, message: notMember.body.message }).toEqual({ status: 404, message: 'This user is not a member of this group' });
      expect((await post('/api/groups/request-join-group', ben, { groupId })).status).toBe(200);
      expect((await post('/api/groups/remove-member', anna, { groupId, userId: ben.userId })).status).toBe(404);
      expect((await post('/api/groups/remove-member', anna, { groupId, userId: anna.userId })).status).toBe(400);
      expect((await post('/api/groups/remove-member', anna, { groupId, userId: 'carl' })).status).toBe(400);
      expect((await post('/api/groups/remove-member', anna, { groupId: 2147483647, userId: carl.userId })).status).toBe(404);
      const outsider = await createMember(t, { userName: 'Outsider Olga' });
      const privateId = await annasGroup('group_private');
      expect((await post('/api/groups/remove-member', outsider, { groupId: privateId, userId: carl.userId })).status).toBe(404);
      expect(await rowOf(groupId, carl)).toMatchObject({ status: 'accepted' });
    });
  });
});
