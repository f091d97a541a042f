import { addMember, eventually, insertGroup, insertGroupComment, insertPost, notificationRows, publish } from '../noti/fixtures';
import { createMember, Member } from '../support/members';
import { http, JsonResponse, startTestApp, TestApp } from '../support/test-app';

/** Keys under which an answer names a member by id. */
const MEMBER_ID_KEYS = new Set(['user_id', 'userId', 'sender_id', 'receiver_id', 'friend_id', 'actor_id', 'inviter_id', 'invitee_id', 'host_user_id']);

/** Every member id an answer names, at any depth (also `actor: {user_id}` and `members: [...]`). */
function memberIds(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) memberIds(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (MEMBER_ID_KEYS.has(k) && typeof v === 'number') out.push(v);
      memberIds(v, out);
    }
  }
  return out;
}

interface Notification {
  notification_id: number;
  notification_type: string;
  content: string;
  read_at: string | null;
  actor: { user_id: number; user_name: string } | null;
}

/**
 * A member who deletes the account disappears at once from every read that lists members or
 * their content, for everyone, although the rows stay until the purge: group cards, group
 * members (also join requests seen by admins), the group thread, notifications they caused (and
 * the unread badge), friend lists and requests, user search, posts, comments and the feed.
 */
describe('security: a deleted member appears in no read', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let host: Member;
  let anna: Member;
  let dora: Member;
  let groupId: number;
  let closedGroupId: number;
  let postId: number;

  beforeAll(async () => {
    t = await startTestApp();
    call = http(t.url);
    host = await createMember(t, { userName: 'Host Hannah' });
    anna = await createMember(t, { userName: 'Anna Staying' });
    dora = await createMember(t, { userName: 'Dora Departing' });
    await t.db.query(`UPDATE users SET receive_email_notifications = false`);
  });
  afterAll(() => t.close());

  const ok = async <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown): Promise<JsonResponse<T>> => {
    const res = await call<T>(method, path, { token, body });
    expect({ path, status: res.status }).toEqual({ path, status: method === 'POST' && res.status === 201 ? 201 : 200 });
    return res;
  };

  /** Every read endpoint that lists members or their content (the caller's own answers). */
  const readPaths = (): string[] => [
    '/api/noti/user-notifications',
    '/api/conn/friend-requests-to-me',
    '/api/conn/get-users-for-my-connections',
    `/api/conn/search-users?query=${encodeURIComponent('Dora')}`,
    '/api/posts/feed',
    `/api/posts/post/${postId}`,
    `/api/posts/${postId}/comments`,
    '/api/posts/my-posts',
    `/api/posts/user-posts/${host.userId}`,
    `/api/groups/group/${groupId}`,
    `/api/groups/group/${closedGroupId}`,
    '/api/groups/my-groups',
    '/api/groups/search-groups',
    `/api/groups/search-groups?q=${encodeURIComponent('prayer')}`,
  ];

  async function walk(viewer: Member): Promise<Array<{ path: string; ids: number[]; text: string }>> {
    const out = [];
    for (const path of readPaths()) {
      const res = await call('GET', path, { token: viewer.token });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      out.push({ path, ids: memberIds(res.body), text: JSON.stringify(res.body) });
    }
    return out;
  }

  const mentionsDora = (r: { ids: number[]; text: string }) => r.ids.includes(dora.userId) || r.text.includes(dora.userName);

  it('after Dora deletes her account, no read shows her id or name', async () => {
    // Dora joins the prayer group, becomes an admin, writes in its thread and likes Anna's comment there.
    groupId = (await ok<{ groupId: number }>('POST', '/api/groups/create-group', host.token, { groupTitle: 'Evening prayer', description: 'We pray together' })).body.groupId;
    for (const m of [dora, anna]) {
      await ok('POST', '/api/groups/request-join-group', m.token, { groupId });
      await ok('POST', '/api/groups/accept-group-member-request', host.token, { groupId, userId: m.userId });
    }
    await ok('POST', '/api/groups/make-admin', host.token, { groupId, targetUserId: dora.userId });
    const annaGroupComment = (await ok<{ comment_id?: number; comment?: { comment_id: number } }>('POST', `/api/groups/${groupId}/new-comment`, anna.token, { content: 'Thank you all' })).body;
    const annaGroupCommentId = annaGroupComment.comment?.comment_id ?? annaGroupComment.comment_id;
    await ok('POST', `/api/groups/${groupId}/new-comment`, dora.token, { content: 'Praying for you, from Dora' });
    await ok('POST', '/api/groups/group-comment-like', dora.token, { commentId: annaGroupCommentId });
    await ok('POST', `/api/groups/${groupId}/new-comment`, host.token, { content: 'Welcome everyone' });
    // A second group where Dora only asked to join: admins see her request.
    closedGroupId = (await ok<{ groupId: number }>('POST', '/api/groups/create-group', host.token, { groupTitle: 'Prayer leaders', description: 'Planning' })).body.groupId;
    await ok('POST', '/api/groups/request-join-group', dora.token, { groupId: closedGroupId });

    // Dora befriends the host, asks Anna to be friends, likes and comments the host's post and mentions Anna.
    await ok('POST', '/api/conn/send-friend-request', dora.token, { receiverId: host.userId });
    await ok('POST', '/api/conn/accept-friend-request', host.token, { senderId: dora.userId });
    await ok('POST', '/api/conn/send-friend-request', dora.token, { receiverId: anna.userId });
    postId = (await ok<{ postId: number }>('POST', '/api/posts/create-post', host.token, { content: 'Grateful for this week' })).body.postId;
    await ok('POST', '/api/posts/post-like', dora.token, { postId });
    await ok('POST', `/api/posts/${postId}/new-comment`, dora.token, { content: 'Amen! @AnnaStaying come and see' });
    await ok('POST', '/api/posts/create-post', dora.token, { content: 'Dora says goodbye' });

    const notified = (m: Member) => ok<{ notifications: Notification[] }>('GET', '/api/noti/user-notifications', m.token);
    await eventually(async () => {
      const fromDora = (await notified(host)).body.notifications.filter((n) => n.actor?.user_id === dora.userId).map((n) => n.notification_type);
      expect(fromDora).toEqual(expect.arrayContaining(['group_join_request', 'like', 'comment', 'follow', 'group_comment']));
      const toAnna = (await notified(anna)).body.notifications.filter((n) => n.actor?.user_id === dora.userId).map((n) => n.notification_type);
      expect(toAnna).toEqual(expect.arrayContaining(['mention', 'like', 'follow', 'group_comment']));
    });

    // Before: Dora is in every one of these reads for someone (so the walk below checks real places).
    const before = [...(await walk(host)), ...(await walk(anna))];
    const showing = new Set(before.filter(mentionsDora).map((r) => r.path));
    expect([...showing].sort()).toEqual(
      [
        '/api/noti/user-notifications',
        '/api/conn/friend-requests-to-me',
        '/api/conn/get-users-for-my-connections',
        '/api/conn/search-users?query=Dora',
        '/api/posts/feed',
        `/api/posts/post/${postId}`,
        `/api/posts/${postId}/comments`,
        '/api/posts/my-posts',
        `/api/posts/user-posts/${host.userId}`,
        `/api/groups/group/${groupId}`,
        `/api/groups/group/${closedGroupId}`,
        '/api/groups/my-groups',
        '/api/groups/search-groups',
        '/api/groups/search-groups?q=prayer',
      ].sort(),
    );

    const deleted = await call('DELETE', '/api/auth/delete-account', { token: dora.token, body: { password: dora.password } });
    expect(deleted.status).toBe(200);

    for (const viewer of [host, anna]) {
      const after = await walk(viewer);
      expect(after.filter(mentionsDora).map((r) => ({ viewer: viewer.userName, path: r.path, text: r.text }))).toEqual([]);
      // The badge counts what the list shows: nothing of Dora's is left unread behind it.
      const list = (await notified(viewer)).body.notifications;
      expect(list.length).toBeGreaterThan(0);
      const badge = await ok<{ unreadCount: number }>('GET', '/api/noti/unread-notification-count', viewer.token);
      expect(badge.body).toEqual({ unreadCount: list.filter((n) => n.read_at === null).length });
    }
  });

  it('a member suspended by an operator is hidden the same way, and shown again when active', async () => {
    const sam = await createMember(t, { userName: 'Sam Suspended' });
    await ok('POST', '/api/groups/request-join-group', sam.token, { groupId });
    await ok('POST', '/api/groups/accept-group-member-request', host.token, { groupId, userId: sam.userId });
    await ok('POST', `/api/groups/${groupId}/new-comment`, sam.token, { content: 'Sam was here' });
    const page = async () => JSON.stringify((await ok('GET', `/api/groups/group/${groupId}`, anna.token)).body);
    expect(await page()).toContain('Sam was here');
    await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [sam.userId]);
    const hidden = await page();
    expect(hidden).not.toContain('Sam Suspended');
    expect(hidden).not.toContain('Sam was here');
    await t.db.query(`UPDATE users SET status = 'active' WHERE user_id = $1`, [sam.userId]);
    expect(await page()).toContain('Sam was here');
  });
});

describe('security: what a member did just before deleting the account notifies nobody', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a like and a group comment whose events are derived after the deletion', async () => {
    const author = await createMember(t, { userName: 'Author Ada' });
    const gone = await createMember(t, { userName: 'Gone Gil' });
    const friend = await createMember(t, { userName: 'Friend Fay' });
    const postId = await insertPost(t, author.userId, 'A post');
    const groupId = await insertGroup(t, author.userId, 'Circle');
    await addMember(t, groupId, gone.userId);
    const commentId = await insertGroupComment(t, groupId, gone.userId, 'Last words');
    await t.db.query(`INSERT INTO post_likes (posts_id, user_id) VALUES ($1, $2), ($1, $3)`, [postId, gone.userId, friend.userId]);
    await t.db.query(`UPDATE users SET status = 'deleted' WHERE user_id = $1`, [gone.userId]);
    publish(t, 'post.liked', { postId, actorId: gone.userId });
    publish(t, 'group.commented', { groupId, commentId, actorId: gone.userId });
    publish(t, 'post.liked', { postId, actorId: friend.userId });
    // The friend's like, derived in the same batch, arrives: the others had their chance too.
    await eventually(async () => expect(await notificationRows(t, author.userId)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 500));
    expect((await notificationRows(t, author.userId)).map((n) => n.actor_id)).toEqual([friend.userId]);
  });
});
