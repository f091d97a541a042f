import { createMember, Member } from '../support/members';
import { startTestApp, TestApp } from '../support/test-app';

export const ROLES = ['host', 'admin', 'member', 'requester', 'invitee', 'outsider', 'stranger'] as const;
export type Role = (typeof ROLES)[number];

export interface Cast {
  host: Member;
  admin: Member;
  member: Member;
  requester: Member;
  invitee: Member;
  /** Not in the group (the public one). */
  outsider: Member;
  /** Not in the group (the private one). */
  stranger: Member;
  /** A connection of everyone above, never in a group: the one to invite. */
  friend: Member;
}

export interface Fixture {
  groupId: number;
  /** A ready comment by `member`, and one by `admin`. */
  memberCommentId: number;
  adminCommentId: number;
}

export async function createCast(t: TestApp): Promise<Cast> {
  const names = [...ROLES, 'friend'] as const;
  const members = await Promise.all(names.map((n) => createMember(t, { userName: `${n[0].toUpperCase()}${n.slice(1)} ${Math.random().toString(36).slice(2, 6)}` })));
  const cast = Object.fromEntries(names.map((n, i) => [n, members[i]])) as unknown as Cast;
  for (const m of members.slice(0, -1)) await befriend(t, m, cast.friend);
  return cast;
}

/** An accepted connection, as the connections module stores it (both directions). */
export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`, [a.userId, b.userId]);
}

/**
 * A group with every role in it, arranged directly in the database so that each permission case
 * starts from the same state: host (admin), a second admin, a member, a pending join request,
 * a pending invitation (by the member) and two ready comments.
 */
export async function createFixture(t: TestApp, cast: Cast, visibility: 'group_public' | 'group_private' = 'group_public'): Promise<Fixture> {
  const { rows } = await t.db.query<{ group_id: number }>(
    `INSERT INTO groups (title, description, visibility, host_user_id, member_count, comment_count)
     VALUES ('Fixture group', 'A group for the permission matrix', $1, $2, 3, 2) RETURNING group_id`,
    [visibility, cast.host.userId],
  );
  const groupId = rows[0].group_id;
  const row = (m: Member, status: string, role: string, inviter: Member) =>
    t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, $3, $4, $5, $2)`, [
      groupId, m.userId, status, role, inviter.userId,
    ]);
  await row(cast.host, 'accepted', 'admin', cast.host);
  await row(cast.admin, 'accepted', 'admin', cast.admin);
  await row(cast.member, 'accepted', 'member', cast.member);
  await row(cast.requester, 'pending', 'member', cast.requester);
  await row(cast.invitee, 'pending', 'member', cast.member);
  const comment = async (m: Member, content: string) =>
    (await t.db.query<{ comment_id: number }>(`INSERT INTO group_comments (group_id, user_id, content) VALUES ($1, $2, $3) RETURNING comment_id`, [groupId, m.userId, content])).rows[0].comment_id;
  return { groupId, memberCommentId: await comment(cast.member, 'Praying for you all'), adminCommentId: await comment(cast.admin, 'Welcome!') };
}

/** The groups module runs no jobs, so its tests boot the API role only (no workers to start). */
export function startGroupsApp(): Promise<TestApp> {
  return startTestApp({ APP_ROLE: 'api' });
}
