/** The community_rules table's statements (rules.repository.ts). Rules are public: no visibility rules apply. */

const RULE_COLUMNS = `rule_id, number, title, description`;

/** Active rules in the order members see them. */
export const ACTIVE_RULES_SQL = `SELECT ${RULE_COLUMNS} FROM community_rules WHERE archived_at IS NULL ORDER BY number, rule_id`;

/** One active rule, for a report or a decision to cite. */
export const CITABLE_RULE_SQL = `SELECT ${RULE_COLUMNS} FROM community_rules WHERE rule_id = $1 AND archived_at IS NULL`;

/** Rules $1 (ids), archived ones too: what reports cited, as the operators read the cases. */
export const RULES_BY_IDS_SQL = `SELECT ${RULE_COLUMNS} FROM community_rules WHERE rule_id = ANY($1::int[])`;

/** Changes to the rules take turns, so numbers stay 1..n without gaps or twins (changes are rare). */
export const LOCK_RULES_SQL = `LOCK TABLE community_rules IN SHARE ROW EXCLUSIVE MODE`;

export const COUNT_ACTIVE_RULES_SQL = `SELECT count(*)::int AS count FROM community_rules WHERE archived_at IS NULL`;

/** A new rule goes last. */
export const INSERT_RULE_SQL = `INSERT INTO community_rules (number, title, description)
  SELECT COALESCE(max(number), 0) + 1, $1, $2 FROM community_rules WHERE archived_at IS NULL
  RETURNING ${RULE_COLUMNS}`;

export const UPDATE_RULE_SQL = `UPDATE community_rules SET title = $2, description = $3, updated_at = now()
  WHERE rule_id = $1 AND archived_at IS NULL
  RETURNING ${RULE_COLUMNS}`;

export const ARCHIVE_RULE_SQL = `UPDATE community_rules SET archived_at = now(), updated_at = now()
  WHERE rule_id = $1 AND archived_at IS NULL
  RETURNING ${RULE_COLUMNS}`;

/** The rules after an archived one move up by one, so active rules stay numbered 1..n. */
export const CLOSE_NUMBER_GAP_SQL = `UPDATE community_rules SET number = number - 1, updated_at = now()
  WHERE archived_at IS NULL AND number > $1`;
