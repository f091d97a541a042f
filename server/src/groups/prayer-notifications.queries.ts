import { isGroupMember } from './groups.queries';

/**
 * What each member hears of a group's new prayer requests (issue 44), run by
 * prayer-notifications.repository.ts. No row is the default level, `emergency`.
 */

/** The level member $2 chose for group $1, while an accepted member of it (no row otherwise). */
export const PRAYER_LEVEL_SQL = `SELECT coalesce(s.level, 'emergency') AS level
    FROM group_members gm LEFT JOIN group_prayer_settings s ON s.group_id = gm.group_id AND s.user_id = gm.user_id
   WHERE gm.group_id = $1 AND gm.user_id = $2 AND gm.status = 'accepted'`;

/** Sets member $2's level $3 for group $1, only while they are an accepted member of it (no row otherwise). */
export const SET_PRAYER_LEVEL_SQL = `INSERT INTO group_prayer_settings (group_id, user_id, level)
  SELECT $1, $2, $3 WHERE ${isGroupMember('$1::int', '$2::int')}
  ON CONFLICT (group_id, user_id) DO UPDATE SET level = EXCLUDED.level RETURNING level`;
