import { memberJoin } from '../users/users.queries';
import { isBlockedBetween } from './conn.queries';

/** Statements of blocks and mutes; run by blocks.repository.ts. */

export const BLOCKED_BETWEEN_SQL = `SELECT ${isBlockedBetween('$1::int', '$2::int')} AS blocked`;

export const HAS_BLOCKED_SQL = `SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2`;

export const INSERT_BLOCK_SQL = `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

export const DELETE_BLOCK_SQL = `DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING 1`;

/** The active members $1 blocked, most recent first. */
export const BLOCKED_USERS_SQL = `SELECT u.user_id, u.user_name, u.profile_picture
         FROM blocks b ${memberJoin('u', 'b.blocked_id')}
        WHERE b.blocker_id = $1 AND u.status = 'active'
        ORDER BY b.created_at DESC, u.user_id`;

export const INSERT_MUTE_SQL = `INSERT INTO mutes (muter_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

export const DELETE_MUTE_SQL = `DELETE FROM mutes WHERE muter_id = $1 AND muted_id = $2 RETURNING 1`;

/** The active members $1 muted, most recent first. */
export const MUTED_USERS_SQL = `SELECT u.user_id, u.user_name, u.profile_picture
         FROM mutes x ${memberJoin('u', 'x.muted_id')}
        WHERE x.muter_id = $1 AND u.status = 'active'
        ORDER BY x.created_at DESC, u.user_id`;
