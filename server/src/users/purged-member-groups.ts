/**
 * A purged member's ($1) groups outlive them when others remain. Where no other accepted admin
 * with an active account is left (the member was the only one, or hosted the group), the
 * longest-standing accepted member becomes admin; a group the member hosted passes to its
 * longest-standing admin. Members whose own account is deleted and waiting for its purge come
 * last in both choices: the group would otherwise pass to someone about to leave it too. Only a
 * hosted group nobody else belongs to goes with the account (the foreign key's cascade).
 *
 * Runs in the purge's transaction after the groups are locked (PURGE_LOCKS_SQL), so a concurrent
 * "give up admin" or "leave" in one of them waits and then sees the new admin.
 */
export const HAND_OVER_GROUPS_SQL: readonly string[] = [
  `UPDATE group_members gm SET role = 'admin'
     FROM (SELECT DISTINCT ON (o.group_id) o.group_id, o.user_id
             FROM group_members o JOIN users u ON u.user_id = o.user_id
            WHERE o.user_id <> $1 AND o.status = 'accepted'
              AND o.group_id IN (SELECT group_id FROM group_members WHERE user_id = $1 AND status = 'accepted' AND role = 'admin'
                                 UNION SELECT group_id FROM groups WHERE host_user_id = $1)
              AND NOT EXISTS (SELECT 1 FROM group_members a JOIN users au ON au.user_id = a.user_id
                               WHERE a.group_id = o.group_id AND a.user_id <> $1 AND a.status = 'accepted' AND a.role = 'admin'
                                 AND au.deleted_at IS NULL)
            ORDER BY o.group_id, u.deleted_at IS NOT NULL, o.joined_at, o.user_id) heir
    WHERE gm.group_id = heir.group_id AND gm.user_id = heir.user_id`,
  `UPDATE groups g SET host_user_id = heir.user_id
     FROM (SELECT DISTINCT ON (a.group_id) a.group_id, a.user_id
             FROM groups h JOIN group_members a ON a.group_id = h.group_id JOIN users u ON u.user_id = a.user_id
            WHERE h.host_user_id = $1 AND a.user_id <> $1 AND a.status = 'accepted' AND a.role = 'admin'
            ORDER BY a.group_id, u.deleted_at IS NOT NULL, a.joined_at, a.user_id) heir
    WHERE g.group_id = heir.group_id`,
];
