/** SQL fragments of the device_sessions table for statements of other modules that must stay one. */

/** `FROM device_sessions <alias>` restricted to session <sessionIdExpr> while it is member <userIdExpr>'s. */
export function ownSessionFrom(alias: string, sessionIdExpr: string, userIdExpr: string): string {
  return `FROM device_sessions ${alias} WHERE ${alias}.session_id = ${sessionIdExpr} AND ${alias}.user_id = ${userIdExpr}`;
}

/**
 * Example arguments of each fragment above, for the statement snapshot (server/queries/), whose
 * script finds this export by name (hence @public for knip).
 * @public
 */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  ownSessionFrom: [['s', '$1', '$2']],
};
