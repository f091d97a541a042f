import { notBlockedBetween } from './conn.queries';
import { memberNameSearchCtes, reachableMemberByCode } from '../users/users.queries';

export { MEMBER_SEARCH_CANDIDATES as SEARCH_CANDIDATES } from '../users/users.queries';

/**
 * Members whose name contains the term ($1, LIKE-escaped), case-insensitively, except the
 * searcher ($2), best matches first (users.queries.ts: MEMBER_NAME_SEARCH_CTES). Sorting every
 * match cost as much as the term was common: a surname in 100 000 of 1 000 000 names took
 * 155 ms, 6 ms with the bound; a term that common shows a page of its members, and typing more
 * narrows it. Only the page's rows are joined to the pair's connection, if any, for the friend
 * status. Members separated from the searcher by a block (either way) are left out as the names
 * are read (two primary-key probes per name), so such hits never leave the page short.
 */
export const SEARCH_USERS_SQL = `
  WITH ${memberNameSearchCtes(notBlockedBetween('u.user_id', '$2::int'))}, hits AS (
    SELECT * FROM prefix UNION ALL SELECT * FROM inner_match
  )
  SELECT h.user_id, h.user_name, h.user_code, h.bio, h.mode, h.profile_picture, c.sender_id, c.status
    FROM hits h
    LEFT JOIN connections c
      ON LEAST(c.sender_id, c.receiver_id) = LEAST(h.user_id, $2::int)
     AND GREATEST(c.sender_id, c.receiver_id) = GREATEST(h.user_id, $2::int)
   ORDER BY h.rank, h.name_key, h.user_id`;

/**
 * The member whose user_code is $1 (ignoring case) as member $2 sees them, with the pair's
 * connection for the friend status (a profile opened from its address, /u/{user_code}): reachable
 * (active, verified, approved) and no block between the two, either way; none otherwise.
 */
export const MEMBER_BY_CODE_SQL = `
  SELECT m.user_id, m.user_name, m.user_code, m.bio, m.mode, m.profile_picture, c.sender_id, c.status
    FROM (SELECT u.user_id, u.user_name, u.user_code, u.bio, u.mode, u.profile_picture
            ${reachableMemberByCode('$1')} AND ${notBlockedBetween('u.user_id', '$2::int')}) m
    LEFT JOIN connections c
      ON LEAST(c.sender_id, c.receiver_id) = LEAST(m.user_id, $2::int)
     AND GREATEST(c.sender_id, c.receiver_id) = GREATEST(m.user_id, $2::int)`;
