import { MY_GROUPS_SQL } from '../../src/groups/group-reads.queries';
import { createMember, Member } from '../support/members';
import { rowsOut, scansOf } from '../support/plans';
import { http, TestApp } from '../support/test-app';
import { befriend, startGroupsApp } from './fixtures';

interface GroupBody {
  group_id: number;
  title: string;
  description: string;
  theme_color: string;
  visibility: string;
  host_user_id: number;
  member_count: number;
  comment_count: number;
  my_status: string;
  my_role: string | null;
  inviter: { user_id: number; user_name: string; profile_picture: string } | null;
  members: Array<{ user_id: number; status: string; role: string; user_name: string; bio: string; mode: string; inviter_id: number; invitee_id: number }>;
  comments: unknown[];
  next_cursor: string | null;
}
interface Card extends Omit<GroupBody, 'members' | 'comments' | 'next_cursor' | 'inviter'> {
  status: string | null;
  members: Array<{ user_id: number; user_name: string; profile_picture: string }>;
}

describe('groups: creating, reading, listing and searching', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let ann: Member;
  let ben: Member;

  beforeAll(async () => {
    t = await startGroupsApp();
    call = http(t.url);
    ann = await createMember(t, { userName: 'Ann', bio: 'Walking with Jesus since 2010', mode: 'married' });
    ben = await createMember(t, { userName: 'Ben' });
  });
  afterAll(() => t.close());

  const create = (token: string, body: Record<string, unknown>) =>
    call<{ groupId: number; message: string; group: GroupBody }>('POST', '/api/groups/create-group', { token, body });

  describe('create-group', () => {
    it('creates a public group with the preset default colour; the creator is host and admin', async () => {
      const res = await create(ann.token, { groupTitle: '  Morning Prayer  ', description: ' We pray at 7 every morning. ', isActive: true });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Group created successfully!');
      expect(res.body.group).toMatchObject({
        group_id: res.body.groupId,
        title: 'Morning Prayer',
        description: 'We pray at 7 every morning.',
        theme_color: '#7da9d9',
        visibility: 'group_public',
        host_user_id: ann.userId,
        member_count: 1,
        comment_count: 0,
        my_status: 'accepted',
        my_role: 'admin',
        comments: [],
        next_cursor: null,
        inviter: null,
      });
      expect(res.body.group.members).toEqual([
        expect.objectContaining({ user_id: ann.userId, user_name: 'Ann', status: 'accepted', role: 'admin', bio: 'Walking with Jesus since 2010', mode: 'married', inviter_id: ann.userId, invitee_id: ann.userId }),
      ]);
    });

    it('keeps the chosen visibility and preset colour', async () => {
      const res = await create(ann.token, { groupTitle: 'Elders', description: 'Quiet group', visibility: 'group_private', themeColor: '#264653' });
      expect(res.status).toBe(201);
      expect(res.body.group).toMatchObject({ visibility: 'group_private', theme_color: '#264653' });
    });

    it.each([
      [{ groupTitle: '   ', description: 'x' }, 'Group name and description are required.'],
      [{ groupTitle: 'x', description: '  ' }, 'Group name and description are required.'],
      [{ description: 'x' }, 'Group name and description are required.'],
      [{ groupTitle: 'x'.repeat(121), description: 'x' }, 'Group name cannot be longer than 120 characters'],
      [{ groupTitle: 'x', description: 'x'.repeat(701) }, 'Group description cannot be longer than 700 characters'],
      [{ groupTitle: 'x', description: 'x', themeColor: '#123456' }, 'Theme colour must be one of the 12 preset colours'],
      [{ groupTitle: 'x', description: 'x', visibility: 'secret' }, 'Visibility must be group_public or group_private'],
      [{ groupTitle: 'x', description: 'x', isActive: 'yes' }, 'isActive must be true or false'],
      [{ groupTitle: 'x', description: 'x', host_user_id: 1 }, 'property host_user_id should not exist'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const res = await create(ann.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('accepts exactly 120 and 700 characters', async () => {
      const res = await create(ann.token, { groupTitle: 't'.repeat(120), description: 'd'.repeat(700) });
      expect(res.status).toBe(201);
      expect(res.body.group.title).toHaveLength(120);
    });
  });

  describe('group/{id}', () => {
    let groupId: number;

    beforeAll(async () => {
      groupId = (await create(ann.token, { groupTitle: 'Youth Choir', description: 'Singing on Sundays' })).body.groupId;
      await call('POST', `/api/groups/${groupId}/new-comment`, { token: ann.token, body: { content: 'First practice on Friday', isReady: true } });
    });

    it('shows a non-member the header and the avatars but not the thread', async () => {
      const res = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ben.token });
      expect(res.status).toBe(200);
      expect(res.body.group).toMatchObject({ title: 'Youth Choir', comment_count: 1, member_count: 1, my_status: 'none', my_role: null, comments: [], next_cursor: null });
      expect(res.body.group.members.map((m) => m.user_id)).toEqual([ann.userId]);
    });

    it('shows a member the thread', async () => {
      const res = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ann.token });
      expect(res.body.group.comments).toEqual([expect.objectContaining({ content: 'First practice on Friday', user_name: 'Ann', like_count: 0, is_liked: false, media: [] })]);
    });

    it('shows an invitee who invited them', async () => {
      await befriend(t, ann, ben);
      const inv = await call('POST', '/api/groups/invite-user', { token: ann.token, body: { groupId, targetUserId: ben.userId, userName: 'Ben' } });
      expect(inv.status).toBe(200);
      const res = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ben.token });
      expect(res.body.group).toMatchObject({ my_status: 'invited', inviter: { user_id: ann.userId, user_name: 'Ann', profile_picture: 'uploads/profile_images/default-profile.png' }, comments: [] });
      await call('POST', '/api/groups/decline-group-invitation', { token: ben.token, body: { groupId } });
    });

    it('does not show an invitee an inviter they blocked (a member\'s invitation outlives the block)', async () => {
      const cal = await createMember(t, { userName: 'Cal' });
      const dan = await createMember(t, { userName: 'Dan' });
      await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', 'member', $2, $2)`, [groupId, cal.userId]);
      await befriend(t, cal, dan);
      expect((await call('POST', '/api/groups/invite-user', { token: cal.token, body: { groupId, targetUserId: dan.userId, userName: 'Dan' } })).status).toBe(200);
      const before = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: dan.token });
      expect(before.body.group).toMatchObject({ my_status: 'invited', inviter: { user_id: cal.userId, user_name: 'Cal' } });

      expect((await call('POST', '/api/conn/block-user', { token: dan.token, body: { targetUserId: cal.userId } })).status).toBe(200);
      const after = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: dan.token });
      expect(after.body.group).toMatchObject({ my_status: 'invited', inviter: null });
      await t.db.query('DELETE FROM group_members WHERE group_id = $1 AND user_id IN ($2, $3)', [groupId, cal.userId, dan.userId]);
    });

    it('gives non-members at most 5 avatars and members everyone', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => createMember(t, { userName: `Singer ${i}` })));
      for (const p of people) {
        await call('POST', '/api/groups/request-join-group', { token: p.token, body: { groupId, userName: p.userName } });
        await call('POST', '/api/groups/accept-group-member-request', { token: ann.token, body: { groupId, userId: p.userId } });
      }
      const outside = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ben.token });
      expect(outside.body.group.member_count).toBe(7);
      expect(outside.body.group.members).toHaveLength(5);
      expect(outside.body.group.members[0].user_id).toBe(ann.userId);
      const inside = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: people[0].token });
      expect(inside.body.group.members).toHaveLength(7);
    });

    it('lists pending rows to admins only', async () => {
      await call('POST', '/api/groups/request-join-group', { token: ben.token, body: { groupId } });
      const admin = await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ann.token });
      expect(admin.body.group.members.find((m) => m.user_id === ben.userId)).toMatchObject({ status: 'pending', inviter_id: ben.userId });
      const member = (await call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: ben.token })).body.group;
      expect(member.my_status).toBe('pending');
      await call('POST', '/api/groups/leave-group', { token: ben.token, body: { groupId } });
    });

    it.each([
      ['/api/groups/group/abc', 'id must be a group id'],
      ['/api/groups/group/0', 'id must be a group id'],
      ['/api/groups/group/99999999999', 'id must be a group id'],
      ['/api/groups/group/1?limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/groups/group/1?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/groups/group/1?cursor=%25%25', 'Invalid cursor'],
    ])('answers %s with 400 "%s"', async (path, message) => {
      const res = await call('GET', path, { token: ann.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('answers a well-formed cursor it did not make with 400 Invalid cursor', async () => {
      const res = await call('GET', `/api/groups/group/${groupId}?cursor=${Buffer.from('hello').toString('base64url')}`, { token: ann.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid cursor');
    });
  });

  describe('my-groups and search-groups', () => {
    let carol: Member;
    let open: number;
    let hidden: number;
    let invitedTo: number;

    beforeAll(async () => {
      carol = await createMember(t, { userName: 'Carol' });
      open = (await create(carol.token, { groupTitle: 'Hope Bible Study', description: 'Reading Romans together' })).body.groupId;
      hidden = (await create(carol.token, { groupTitle: 'Hope Leaders', description: 'Private planning', visibility: 'group_private' })).body.groupId;
      invitedTo = (await create(carol.token, { groupTitle: 'Worship Team', description: 'Guitars and HOPE' })).body.groupId;
    });

    it('lists accepted, pending and invited groups with status and avatars', async () => {
      const dave = await createMember(t, { userName: 'Dave' });
      await befriend(t, carol, dave);
      await call('POST', '/api/groups/request-join-group', { token: dave.token, body: { groupId: open } });
      await call('POST', '/api/groups/invite-user', { token: carol.token, body: { groupId: invitedTo, targetUserId: dave.userId } });
      const own = (await create(dave.token, { groupTitle: 'Dave’s group', description: 'Mine' })).body.groupId;

      const res = await call<{ groups: Card[] }>('GET', '/api/groups/my-groups', { token: dave.token });
      expect(res.status).toBe(200);
      const byId = new Map(res.body.groups.map((g) => [g.group_id, g]));
      expect([...byId.keys()].sort()).toEqual([open, invitedTo, own].sort());
      expect(byId.get(open)).toMatchObject({ status: 'pending', my_status: 'pending', member_count: 1, members: [{ user_id: carol.userId, user_name: 'Carol', profile_picture: expect.any(String) }] });
      expect(byId.get(invitedTo)).toMatchObject({ status: 'pending', my_status: 'invited' });
      expect(byId.get(own)).toMatchObject({ status: 'accepted', my_status: 'accepted', my_role: 'admin' });
    });

    it('shows at most 5 avatars on a card', async () => {
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => createMember(t, { userName: `Reader ${i}` })));
      const g = (await create(people[0].token, { groupTitle: 'Big group', description: 'Many readers' })).body.groupId;
      for (const p of people.slice(1)) {
        await call('POST', '/api/groups/request-join-group', { token: p.token, body: { groupId: g } });
        await call('POST', '/api/groups/accept-group-member-request', { token: people[0].token, body: { groupId: g, userId: p.userId } });
      }
      const card = (await call<{ groups: Card[] }>('GET', '/api/groups/my-groups', { token: people[3].token })).body.groups.find((x) => x.group_id === g);
      expect(card?.member_count).toBe(6);
      expect(card?.members).toHaveLength(5);
      expect(card?.members[0].user_id).toBe(people[0].userId);
    });

    it('reads only the five members a card shows, however many the group has', async () => {
      const host = await createMember(t, { userName: 'Host of a crowd' });
      const g = (await create(host.token, { groupTitle: 'A crowd', description: 'Forty readers' })).body.groupId;
      await t.db.query(
        `WITH joined AS (
           INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode)
           SELECT 'crowd-' || $1::int || '-' || i || '@example.test', 'not-a-hash', 'Crowd ' || i, 1, 'active', '', 'none'
             FROM generate_series(1, 40) i RETURNING user_id)
         INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id)
         SELECT $1, user_id, 'accepted', 'member', $2, user_id FROM joined`,
        [g, host.userId],
      );
      await t.db.query('ANALYZE group_members');
      const card = (await call<{ groups: Card[] }>('GET', '/api/groups/my-groups', { token: host.token })).body.groups.find((x) => x.group_id === g);
      expect(card?.members.map((m) => m.user_id)[0]).toBe(host.userId);
      expect(card?.members).toHaveLength(5);

      // Read through an index in the card's order (admins first, then by joining), not all 41 sorted.
      const avatarScans = await scansOf(t.db, MY_GROUPS_SQL, [host.userId], 'group_members', {
        alias: 'gm',
        settings: ['enable_seqscan = off', 'enable_bitmapscan = off'],
      });
      expect(avatarScans).toHaveLength(1);
      expect(rowsOut(avatarScans[0])).toBeLessThanOrEqual(5);
    });

    it('finds public groups by title or description, case-insensitively, never private ones', async () => {
      const res = await call<{ groups: Card[] }>('GET', '/api/groups/search-groups?q=hope', { token: ben.token });
      expect(res.status).toBe(200);
      const ids = res.body.groups.map((g) => g.group_id);
      expect(ids).toEqual(expect.arrayContaining([open, invitedTo]));
      expect(ids).not.toContain(hidden);
      expect(res.body.groups.every((g) => g.visibility === 'group_public')).toBe(true);
      expect(res.body.groups.find((g) => g.group_id === open)).toMatchObject({ my_status: 'none', status: null, title: 'Hope Bible Study' });
    });

    it('does not show a private group even to its own members in search', async () => {
      const res = await call<{ groups: Card[] }>('GET', '/api/groups/search-groups?q=leaders', { token: carol.token });
      expect(res.body.groups).toEqual([]);
    });

    it('gives the searcher their own status on each result', async () => {
      const res = await call<{ groups: Card[] }>('GET', '/api/groups/search-groups?q=ROMANS', { token: carol.token });
      expect(res.body.groups).toEqual([expect.objectContaining({ group_id: open, my_status: 'accepted', my_role: 'admin', status: 'accepted' })]);
    });

    it('lists public groups without q, and treats LIKE wildcards literally', async () => {
      const all = await call<{ groups: Card[] }>('GET', '/api/groups/search-groups', { token: ben.token });
      expect(all.body.groups.map((g) => g.group_id)).toEqual(expect.arrayContaining([open, invitedTo]));
      const wild = await call<{ groups: Card[] }>('GET', '/api/groups/search-groups?q=%25', { token: ben.token });
      expect(wild.body.groups).toEqual([]);
    });

    it('refuses a search term over 100 characters', async () => {
      const res = await call('GET', `/api/groups/search-groups?q=${'a'.repeat(101)}`, { token: ben.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Search term cannot be longer than 100 characters');
    });
  });
});
