import { EntityManager } from 'typeorm';

/** Whether `friendId` is a friend of `userId`, read in the caller's transaction. */
export async function areFriends(m: EntityManager, userId: number, friendId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(`SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2`, [userId, friendId]);
  return rows.length > 0;
}
