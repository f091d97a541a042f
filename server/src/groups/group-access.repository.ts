import { DataSource, EntityManager, IsNull } from 'typeorm';
import { GroupEntity, GroupMemberEntity } from './group.entity';
import { BLOCKED_WITH_DECIDERS_SQL, DELETE_PENDING_ACROSS_BLOCK_SQL, READABLE_GROUP_COMMENT_SQL, REQUEST_DECIDERS_SQL } from './group-access.queries';

/** What a reader may know of a thread comment. */
export interface ReadableGroupComment {
  comment_id: number;
  group_id: number;
  user_id: number;
}

/** The group unless a moderator removed it; `lock` takes its row FOR UPDATE. */
export function findGroup(m: EntityManager, groupId: number, lock: boolean): Promise<GroupEntity | null> {
  return m.findOne(GroupEntity, {
    where: { group_id: groupId, removed_at: IsNull() },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** The member's row in the group (accepted, request or invitation), or null. */
export function membershipOf(m: EntityManager, groupId: number, userId: number): Promise<GroupMemberEntity | null> {
  return m.findOneBy(GroupMemberEntity, { group_id: groupId, user_id: userId });
}

/** The comment if the member may read it in its thread (group-access.queries.ts: READABLE_GROUP_COMMENT_SQL). */
export async function readableComment(db: DataSource, commentId: number, userId: number): Promise<ReadableGroupComment | undefined> {
  const rows = await db.query<ReadableGroupComment[]>(READABLE_GROUP_COMMENT_SQL, [commentId, userId]);
  return rows[0];
}

/** The group's accepted admins, or its host while it has none. */
export async function requestDeciders(db: DataSource, groupId: number): Promise<number[]> {
  const rows = await db.query<Array<{ user_id: number }>>(REQUEST_DECIDERS_SQL, [groupId]);
  return rows.map((r) => r.user_id);
}

/** Whether a block stands, either way, between the member and one of the group's deciders. */
export async function blockedWithDeciders(m: EntityManager, groupId: number, userId: number): Promise<boolean> {
  const [row] = await m.query<Array<{ blocked: boolean }>>(BLOCKED_WITH_DECIDERS_SQL, [groupId, userId]);
  return row.blocked;
}

/** Deletes the invitations and join requests of either member to a group the other decides on. */
export async function deletePendingAcrossBlock(m: EntityManager, a: number, b: number): Promise<void> {
  await m.query(DELETE_PENDING_ACROSS_BLOCK_SQL, [a, b]);
}
