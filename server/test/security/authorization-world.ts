import { randomBytes } from 'node:crypto';
import { createMember, Member } from '../support/members';
import { TestApp } from '../support/test-app';
import { created } from './fuzz-support';
import { Targets } from './requests';

/** Everyone the matrix calls each operation as; anonymous calls without a token. */
export const ACTORS = ['anonymous', 'suspended', 'unverified', 'stranger', 'groupMember', 'groupAdmin', 'friend', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

/** The kinds of private text the world holds, and who may read each. */
const MARKER_READERS = {
  /** The friends-only post, the friends-only prayer request and the owner's comment under it. */
  friendsPost: ['owner', 'friend'],
  prayer: ['owner', 'friend'],
  friendsComment: ['owner', 'friend'],
  /** The private group's name, description and the owner's comment in it. */
  groupTitle: ['owner', 'groupAdmin', 'groupMember'],
  groupDescription: ['owner', 'groupAdmin', 'groupMember'],
  groupComment: ['owner', 'groupAdmin', 'groupMember'],
  /** The owner's e-mail address. */
  email: ['owner'],
} satisfies Record<string, readonly Actor[]>;
export type MarkerKind = keyof typeof MARKER_READERS;

/** Every marker has this shape, so a body can be searched for the markers of any world at once. */
const MARKER = /privmark-([a-z]+)-([0-9a-f]{8})/gi;

export interface World {
  tag: string;
  members: Record<Exclude<Actor, 'anonymous'>, Member>;
  /** What each operation is aimed at: the owner and the owner's private objects. */
  targets: Targets;
  publicPostId: number;
}

const marker = (kind: MarkerKind, tag: string) => `privmark-${kind.toLowerCase()}-${tag}`;

/**
 * A small world: an owner with a public post, a friends-only post and a friends-only prayer
 * request (each with a comment of the owner's), a private group the owner hosts with a second
 * admin and a member, a friend of the owner, a stranger, an unverified and a suspended member.
 * Private texts carry unique markers; see `leaks`.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const tag = randomBytes(4).toString('hex');
  const make = (userName: string, opts: Parameters<typeof createMember>[1] = {}) => createMember(t, { userName: `${userName} ${tag}`, ...opts });
  const owner = await make('Owner', { email: `${marker('email', tag)}@example.test` });
  const [friend, stranger, unverified, groupAdmin, groupMember, suspended] = await Promise.all([
    make('Friend'),
    make('Stranger'),
    make('Unverified', { verified: false }),
    make('Admin'),
    make('Groupie'),
    make('Suspended'),
  ]);
  // Suspended with a session: the limited session a suspended member's sign-in opens (issue 42).
  await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [suspended.userId]);
  await t.db.query(`INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)`, [owner.userId, friend.userId]);
  await t.db.query(`INSERT INTO connections (sender_id, receiver_id, status) VALUES ($1, $2, 'accepted')`, [friend.userId, owner.userId]);

  const post = (body: Record<string, unknown>) => created(t, owner, 'POST', '/api/posts/create-post', body, (b) => b.postId);
  const comment = (postId: number, content: string) =>
    created(t, owner, 'POST', `/api/posts/${postId}/new-comment`, { content }, (b) => (b.comment as { comment_id?: number })?.comment_id);
  const publicPostId = await post({ content: `Public post ${tag}` });
  await comment(publicPostId, `Public comment ${tag}`);
  const postId = await post({ content: `Friends only ${marker('friendsPost', tag)}`, visibility: 'friends' });
  const commentId = await comment(postId, `Comment ${marker('friendsComment', tag)}`);
  const prayerId = await post({ content: `Pray ${marker('prayer', tag)}`, visibility: 'friends', postType: 'pray_request' });
  await comment(prayerId, `Amen ${marker('friendsComment', tag)}`);

  const groupId = await created(
    t,
    owner,
    'POST',
    '/api/groups/create-group',
    { groupTitle: `Group ${marker('groupTitle', tag)}`, description: `About ${marker('groupDescription', tag)}`, visibility: 'group_private' },
    (b) => b.groupId,
  );
  for (const [m, role] of [[groupAdmin, 'admin'], [groupMember, 'member']] as const) {
    await t.db.query(`INSERT INTO group_members (group_id, user_id, status, role, inviter_id, invitee_id) VALUES ($1, $2, 'accepted', $3, $4, $2)`, [
      groupId,
      m.userId,
      role,
      owner.userId,
    ]);
  }
  await t.db.query(`UPDATE groups SET member_count = member_count + 2 WHERE group_id = $1`, [groupId]);
  const groupCommentId = await created(t, owner, 'POST', `/api/groups/${groupId}/new-comment`, { content: `Hello ${marker('groupComment', tag)}` }, (b) =>
    (b.comment as { comment_id?: number })?.comment_id,
  );

  return {
    tag,
    members: { owner, friend, stranger, unverified, groupAdmin, groupMember, suspended },
    targets: { postId, commentId, groupId, groupCommentId, userId: owner.userId, userSearch: owner.email, groupSearch: marker('groupTitle', tag) },
    publicPostId,
  };
}

/** The private markers in a body that `actor` of `world` may not read (of this world or any other). */
export function leaks(text: string, world: World, actor: Actor): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MARKER)) {
    const kind = (Object.keys(MARKER_READERS) as MarkerKind[]).find((k) => k.toLowerCase() === m[1].toLowerCase());
    const readers: readonly Actor[] = kind ? MARKER_READERS[kind] : [];
    if (m[2].toLowerCase() !== world.tag || !readers.includes(actor)) found.push(m[0]);
  }
  return [...new Set(found)];
}
