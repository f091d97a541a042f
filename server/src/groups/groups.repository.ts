import { EntityManager } from 'typeorm';
import { GroupEntity, GroupMemberEntity } from './group.entity';

/** Writes of groups and their members (TypeORM entity calls); the services hold the rules and the group lock. */

export function insertGroup(m: EntityManager, fields: Partial<GroupEntity>): Promise<GroupEntity> {
  return m.save(m.create(GroupEntity, fields));
}

export async function updateGroup(m: EntityManager, groupId: number, changes: Partial<Pick<GroupEntity, 'visibility' | 'theme_color'>>): Promise<void> {
  await m.update(GroupEntity, { group_id: groupId }, changes);
}

/** Deletes the group; members, comments, likes and media rows go with it through the foreign keys. */
export async function deleteGroup(m: EntityManager, groupId: number): Promise<void> {
  await m.delete(GroupEntity, { group_id: groupId });
}

export async function insertMembership(
  m: EntityManager,
  row: Pick<GroupMemberEntity, 'group_id' | 'user_id' | 'status' | 'role' | 'inviter_id' | 'invitee_id'>,
): Promise<void> {
  await m.insert(GroupMemberEntity, row);
}

export async function updateMembership(m: EntityManager, groupId: number, userId: number, changes: Partial<Pick<GroupMemberEntity, 'status' | 'role' | 'joined_at'>>): Promise<void> {
  await m.update(GroupMemberEntity, { group_id: groupId, user_id: userId }, changes);
}

export async function deleteMembership(m: EntityManager, groupId: number, userId: number): Promise<void> {
  await m.delete(GroupMemberEntity, { group_id: groupId, user_id: userId });
}

/** Adds one accepted member to the group's member_count (`by` 1), or takes one off (-1). */
export async function countMember(m: EntityManager, groupId: number, by: 1 | -1): Promise<void> {
  if (by > 0) await m.increment(GroupEntity, { group_id: groupId }, 'member_count', 1);
  else await m.decrement(GroupEntity, { group_id: groupId }, 'member_count', 1);
}

/** How many accepted admins the group has besides member `userId`. */
export function otherAdminCount(m: EntityManager, groupId: number, userId: number): Promise<number> {
  return m
    .createQueryBuilder(GroupMemberEntity, 'm')
    .where('m.group_id = :groupId AND m.status = :status AND m.role = :role AND m.user_id <> :userId', { groupId, status: 'accepted', role: 'admin', userId })
    .getCount();
}
