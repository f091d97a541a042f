/** The watched_words and email_domain_blocks tables' statements (watched.repository.ts); read by operators and by the write checks, never shown to members. */

export const LIST_WORDS_SQL = `SELECT word_id, phrase, action, created_at FROM watched_words ORDER BY word_id`;

/** Inserts the phrase; nothing when its normalized key is already watched. */
export const INSERT_WORD_SQL = `INSERT INTO watched_words (phrase, phrase_key, action, created_by) VALUES ($1, $2, $3, $4)
  ON CONFLICT (phrase_key) DO NOTHING RETURNING word_id, phrase, action, created_at`;

export const DELETE_WORD_SQL = `DELETE FROM watched_words WHERE word_id = $1 RETURNING word_id, phrase, action`;

export const LIST_DOMAINS_SQL = `SELECT block_id, domain, created_at FROM email_domain_blocks ORDER BY domain`;

export const INSERT_DOMAIN_SQL = `INSERT INTO email_domain_blocks (domain, created_by) VALUES ($1, $2)
  ON CONFLICT (domain) DO NOTHING RETURNING block_id, domain, created_at`;

export const DELETE_DOMAIN_SQL = `DELETE FROM email_domain_blocks WHERE block_id = $1 RETURNING block_id, domain`;

/** Whether any of the given domains ($1: the address's domain and each parent domain) is blocked. */
export const DOMAIN_BLOCKED_SQL = `SELECT 1 FROM email_domain_blocks WHERE domain = ANY($1::text[]) LIMIT 1`;
