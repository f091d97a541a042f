import { EntityManager } from 'typeorm';
import { PRAYER_LEVEL_SQL, SET_PRAYER_LEVEL_SQL } from './prayer-notifications.queries';
import type { GroupPrayerLevel } from './dto/prayer-notifications.dto';

/** Member `userId`'s level for group `groupId`; undefined when they are not an accepted member. */
export async function prayerLevel(m: EntityManager, groupId: number, userId: number): Promise<GroupPrayerLevel | undefined> {
  const rows: Array<{ level: GroupPrayerLevel }> = await m.query(PRAYER_LEVEL_SQL, [groupId, userId]);
  return rows[0]?.level;
}

/** Sets the level; undefined when `userId` is not an accepted member of the group (nothing written). */
export async function setPrayerLevel(m: EntityManager, groupId: number, userId: number, level: GroupPrayerLevel): Promise<GroupPrayerLevel | undefined> {
  const rows: Array<{ level: GroupPrayerLevel }> = await m.query(SET_PRAYER_LEVEL_SQL, [groupId, userId, level]);
  return rows[0]?.level;
}
