import { EntityManager } from 'typeorm';
import { FriendshipEntity } from './connection.entity';
import { ARE_FRIENDS_SQL } from './connections.queries';

/** Whether `friendId` is a friend of `userId`, read in the caller's transaction. */
export async function areFriends(m: EntityManager, userId: number, friendId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(ARE_FRIENDS_SQL, [userId, friendId]);
  return rows.length > 0;
}

/** The friendship of members a and b, one row per direction (kept if already there). */
export async function insertFriendship(m: EntityManager, a: number, b: number): Promise<void> {
  await m
    .createQueryBuilder()
    .insert()
    .into(FriendshipEntity)
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .orIgnore()
    .execute();
}

/** Ends the friendship of members a and b, both directions. */
export async function deleteFriendship(m: EntityManager, a: number, b: number): Promise<void> {
  await m.delete(FriendshipEntity, [
    { user_id: a, friend_id: b },
    { user_id: b, friend_id: a },
  ]);
}
