/**
 * SQL fragments of the export module's table for statements of other modules that must read it
 * in their own transaction (the account purge, whose cascade deletes the rows).
 */

/**
 * `SELECT storage_key …`: the stored ZIPs of member <userExpr>'s exports (ready ones; pending
 * ones have none yet, expired ones were deleted). Read before the member's row goes, so the
 * files can be deleted with it.
 */
export function memberExportFilesSql(userExpr: string): string {
  return `SELECT storage_key FROM data_exports WHERE user_id = ${userExpr} AND storage_key IS NOT NULL`;
}

/**
 * Example arguments of each fragment above, for the statement snapshot (server/queries/), whose
 * script finds this export by name (hence @public for knip).
 * @public
 */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  memberExportFilesSql: [['$1']],
};
