/**
 * SQL fragments of the conn module's tables for other modules' hot reads, which must stay one
 * statement (a post's audience, the feed): each is a piece of what conn knows, interpolated by
 * the consumer. Plain reads go through conn's exported functions instead.
 */

/**
 * `EXISTS (…)`: member <friendExpr> is a friend of member <userExpr> (one primary-key probe in
 * friendships, which holds one row per direction of an accepted connection).
 */
export function isFriendOf(userExpr: string, friendExpr: string): string {
  return `EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = ${userExpr} AND f.friend_id = ${friendExpr})`;
}

/**
 * `EXISTS (…)`: members <aExpr> and <bExpr> have an accepted connection (either direction), read
 * from the connections themselves.
 */
export function isConnectedWith(aExpr: string, bExpr: string): string {
  return `EXISTS (
               SELECT 1 FROM connections c WHERE c.status = 'accepted'
                  AND LEAST(c.sender_id, c.receiver_id) = LEAST(${aExpr}, ${bExpr}) AND GREATEST(c.sender_id, c.receiver_id) = GREATEST(${aExpr}, ${bExpr}))`;
}

/**
 * `(EXISTS … OR EXISTS …)`: a block stands between members <aExpr> and <bExpr>, either way (two
 * primary-key probes in blocks).
 */
export function isBlockedBetween(aExpr: string, bExpr: string): string {
  return `(EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = ${aExpr} AND bl.blocked_id = ${bExpr})
            OR EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = ${bExpr} AND bl.blocked_id = ${aExpr}))`;
}

/** `NOT EXISTS (…)`: no block between members <aExpr> and <bExpr>, in either direction. */
export function notBlockedBetween(aExpr: string, bExpr: string): string {
  return `NOT ${isBlockedBetween(aExpr, bExpr)}`;
}

/**
 * `NOT EXISTS (…)`: member <blockerExpr> has not blocked member <blockedExpr> (one way, one
 * primary-key probe): what member <blockedExpr> may still reach of <blockerExpr> when the other
 * direction does not matter (reporting a member one blocked oneself stays possible).
 */
export function notBlockedBy(blockerExpr: string, blockedExpr: string): string {
  return `NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocker_id = ${blockerExpr} AND bl.blocked_id = ${blockedExpr})`;
}

/** `NOT EXISTS (…)`: member <muterExpr> has not muted member <mutedExpr> (one primary-key probe). */
export function notMutedBy(muterExpr: string, mutedExpr: string): string {
  return `NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.muter_id = ${muterExpr} AND mu.muted_id = ${mutedExpr})`;
}

/**
 * `<memberExpr> <> ALL (ARRAY(…))`: no block between viewer <viewerExpr> and member <memberExpr>,
 * either way. The viewer's blocks are read once per statement (an InitPlan: two index ranges,
 * blocks_pkey and blocks_blocked_idx) and each row is tested against that array, which the planner
 * estimates as passing nearly every row: use it in a LIMITed walk of an index in order (a card's
 * first members), where NOT EXISTS probes made the planner give up the ordered walk for a sort.
 */
export function notBlockedWithViewer(viewerExpr: string, memberExpr: string): string {
  return `${memberExpr} <> ALL (${blockedEitherWayIds(viewerExpr)})`;
}

/** `ARRAY(…)`: the members separated from member <viewerExpr> by a block, either way (int[]). */
export function blockedEitherWayIds(viewerExpr: string): string {
  return `ARRAY(SELECT bv.blocked_id FROM blocks bv WHERE bv.blocker_id = ${viewerExpr}
            UNION ALL SELECT bv.blocker_id FROM blocks bv WHERE bv.blocked_id = ${viewerExpr})`;
}

/** `SELECT friend_id`: member <userExpr>'s friends (friendships' primary key), for prayer's Today selection. */
export function friendIdsOf(userExpr: string): string {
  return `SELECT f.friend_id FROM friendships f WHERE f.user_id = ${userExpr}`;
}

/** @public Example arguments of each fragment, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  isFriendOf: [['$1', 'p.user_id']],
  isConnectedWith: [['$1', 'p.user_id']],
  isBlockedBetween: [['$1', 'p.user_id']],
  notBlockedBetween: [['$1', 'p.user_id']],
  notBlockedBy: [['p.user_id', '$1']],
  notMutedBy: [['$1', 'p.user_id']],
  notBlockedWithViewer: [['$1', 'gm.user_id']],
  blockedEitherWayIds: [['$1']],
  friendIdsOf: [['$1']],
};
