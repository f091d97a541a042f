import sharp from 'sharp';
import { upload, waitFor } from '../media/media-support';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { deleteAndAwaitPurge, succeeding } from './purge-support';

interface GroupBody {
  host_user_id: number;
  member_count: number;
  comment_count: number;
  my_role: string | null;
  members: Array<{ user_id: number; role: string; status: string }>;
  comments: Array<{ comment_id: number; is_ready: boolean; media: Array<{ media_path: string }> }>;
}

/** With workers running: what happens to a purged member's groups when others remain in them. */
describe('account purge: the member’s groups pass to those who remain', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
    call = http(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T = unknown>(method: string, path: string, who: Member, body?: Record<string, unknown>) => succeeding(call)<T>(method, path, who, body);
  const group = async (groupId: number, who: Member) => call<{ group: GroupBody }>('GET', `/api/groups/group/${groupId}`, { token: who.token });
  const createGroup = async (host: Member, title: string) =>
    (await ok<{ groupId: number }>('POST', '/api/groups/create-group', host, { groupTitle: title, description: 'We pray together' })).body.groupId;
  const join = async (groupId: number, admin: Member, ...members: Member[]) => {
    for (const m of members) {
      await ok('POST', '/api/groups/request-join-group', m, { groupId });
      await ok('POST', '/api/groups/accept-group-member-request', admin, { groupId, userId: m.userId });
    }
  };
  const purge = (member: Member) => deleteAndAwaitPurge(t, member);
  const roles = (g: GroupBody) => Object.fromEntries(g.members.map((m) => [m.user_id, m.role]));

  it('a hosted group with members passes to the longest-standing one, who becomes admin; its files stay', async () => {
    const [host, first, second] = await Promise.all(['Lydia', 'Timothy', 'Priscilla'].map((userName) => createMember(t, { userName })));
    const groupId = await createGroup(host, 'Thyatira prayer');
    await join(groupId, host, first, second);
    await ok('POST', `/api/groups/${groupId}/new-comment`, host, { content: 'Welcome', isReady: true });
    // A photo in a comment of the second member, processed by the worker.
    const commentId = (await ok<{ comment: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, second, { content: 'Our city at dawn', isReady: false })).body.comment.comment_id;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } }).jpeg().toBuffer();
    expect((await upload(t, 'upload-images', second.token, { groupCommentId: commentId }, [{ data: jpeg, type: 'image/jpeg', name: 'city.jpg' }])).status).toBe(202);
    const photo = await waitFor(async () => (await group(groupId, first)).body.group.comments.find((c) => c.comment_id === commentId && c.is_ready)?.media[0]?.media_path);

    await purge(host);

    const g = (await group(groupId, first)).body.group;
    expect(g).toMatchObject({ host_user_id: first.userId, member_count: 2, my_role: 'admin' });
    expect(roles(g)).toEqual({ [first.userId]: 'admin', [second.userId]: 'member' });
    expect(g.comments.map((c) => c.comment_id)).toEqual([commentId]);
    expect(g.comment_count).toBe(1);
    expect((await fetch(`${t.url}/api/${photo}`)).status).toBe(200);
    // The new host runs the group: accepts a newcomer, and may delete it.
    const newcomer = await createMember(t, { userName: 'Lois' });
    await join(groupId, first, newcomer);
    expect((await group(groupId, newcomer)).body.group.member_count).toBe(3);
    await ok('POST', '/api/groups/user-delete-own-group', first, { groupId });
    expect((await group(groupId, first)).status).toBe(404);
  });

  it('where the member was the only admin, the longest-standing member becomes admin; other admins are left as they are', async () => {
    const [host, admin, early, late] = await Promise.all(['Phoebe', 'Aquila', 'Gaius', 'Erastus'].map((userName) => createMember(t, { userName })));
    const soleAdmin = await createGroup(host, 'Cenchreae');
    await join(soleAdmin, host, early, admin, late);
    // The host hands the admin rights to `admin` and keeps only membership.
    await ok('POST', '/api/groups/make-admin', host, { groupId: soleAdmin, targetUserId: admin.userId });
    await ok('POST', '/api/groups/remove-admin', host, { groupId: soleAdmin, userId: host.userId });
    // In another group `admin` is one of two admins.
    const twoAdmins = await createGroup(early, 'Corinth');
    await join(twoAdmins, early, late, admin);
    await ok('POST', '/api/groups/make-admin', early, { groupId: twoAdmins, targetUserId: admin.userId });

    await purge(admin);

    const a = (await group(soleAdmin, late)).body.group;
    expect(a).toMatchObject({ host_user_id: host.userId, member_count: 3 });
    expect(roles(a)).toEqual({ [host.userId]: 'admin', [early.userId]: 'member', [late.userId]: 'member' });
    const b = (await group(twoAdmins, late)).body.group;
    expect(b).toMatchObject({ host_user_id: early.userId, member_count: 2 });
    expect(roles(b)).toEqual({ [early.userId]: 'admin', [late.userId]: 'member' });
  });

  it('passes over members whose own account is deleted and waiting for its purge', async () => {
    const [host, leaving, staying] = await Promise.all(['Onesiphorus', 'Hermogenes', 'Onesimus'].map((userName) => createMember(t, { userName })));
    const groupId = await createGroup(host, 'Colossae');
    await join(groupId, host, leaving, staying);
    await ok('POST', '/api/groups/make-admin', host, { groupId, targetUserId: leaving.userId });
    // `leaving` has deleted their account: in its grace period, as DELETE /api/auth/delete-account
    // leaves it, only without the purge that would end it during this test.
    await t.db.query('UPDATE users SET deleted_at = now() WHERE user_id = $1', [leaving.userId]);

    await purge(host);

    // The longest-standing member and only other admin is leaving too: the group passes to the
    // member who stays, who becomes its admin and host.
    expect((await group(groupId, staying)).body.group).toMatchObject({ host_user_id: staying.userId, my_role: 'admin', member_count: 2 });
    const { rows } = await t.db.query('SELECT user_id, role FROM group_members WHERE group_id = $1 ORDER BY user_id', [groupId]);
    expect(rows).toEqual(
      [
        { user_id: leaving.userId, role: 'admin' },
        { user_id: staying.userId, role: 'admin' },
      ].sort((a, b) => a.user_id - b.user_id),
    );
  });

  it('a hosted group nobody else belongs to goes with the account, its join requests too', async () => {
    const [host, asker] = await Promise.all(['Demas', 'Crescens'].map((userName) => createMember(t, { userName })));
    const groupId = await createGroup(host, 'Thessalonica');
    await ok('POST', '/api/groups/request-join-group', asker, { groupId });

    await purge(host);

    expect((await group(groupId, asker)).status).toBe(404);
    expect((await t.db.query('SELECT 1 FROM group_members WHERE group_id = $1', [groupId])).rowCount).toBe(0);
  });

  it('leaves every group with an admin and every count equal to its rows', async () => {
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*) FROM groups g WHERE NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.group_id AND m.role = 'admin' AND m.status = 'accepted'))::int AS without_admin,
              (SELECT count(*) FROM groups g WHERE g.comment_count <> (SELECT count(*) FROM group_comments c WHERE c.group_id = g.group_id)
                                               OR g.member_count <> (SELECT count(*) FROM group_members m WHERE m.group_id = g.group_id AND m.status = 'accepted'))::int AS miscounted`,
    );
    expect(rows[0]).toEqual({ without_admin: 0, miscounted: 0 });
  });
});
