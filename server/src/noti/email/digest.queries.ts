import { notBlockedBetween } from '../../conn/conn.queries';
import { emailRecipientsFrom } from '../../users/users.queries';

/** Statements of the notification e-mails; run by digest.repository.ts. */

/**
 * For each member ($1) who wants e-mail: their oldest notification neither read nor mailed within
 * the last $2 seconds, the one their digest job is named after. One probe of
 * notifications_pending_mail_idx per member, however many notifications wait.
 */
export const PENDING_DIGEST_SQL = `SELECT u.user_id, f.notification_id AS first_id, f.created_at AS first_at
  ${emailRecipientsFrom(
    'u',
    `CROSS JOIN LATERAL (
       SELECT n.notification_id, n.created_at FROM notifications n
        WHERE n.user_id = u.user_id AND n.read_at IS NULL AND n.emailed_at IS NULL
          AND n.created_at > now() - make_interval(secs => $2)
        ORDER BY n.notification_id LIMIT 1) f`,
    '$1::int[]',
  )}`;

/**
 * Claims member $1's unread notifications not yet mailed (marks them mailed) and answers those
 * whose actor is not separated from the member by a block, newest first, each with whether it is
 * younger than $2 seconds. (Wrapped in a CTE: an UPDATE … RETURNING answers [rows, count]
 * through DataSource.query.)
 */
export const CLAIM_DIGEST_SQL = `WITH claimed AS (
         UPDATE notifications SET emailed_at = now()
          WHERE user_id = $1 AND read_at IS NULL AND emailed_at IS NULL
          RETURNING notification_id, notification_type, content, link, created_at, actor_id)
       SELECT notification_id, notification_type, content, link, created_at > now() - make_interval(secs => $2) AS recent
         FROM claimed WHERE actor_id IS NULL OR ${notBlockedBetween('$1::int', 'actor_id')} ORDER BY notification_id DESC`;

/**
 * Claims notification $1 for a mail of its own (a care team's emergency notice, issue 44): marks it
 * mailed, so no digest lists it again; no row when it was mailed already (a retried job).
 */
export const CLAIM_ONE_FOR_MAIL_SQL = `WITH claimed AS (
         UPDATE notifications SET emailed_at = now() WHERE notification_id = $1 AND emailed_at IS NULL
          RETURNING notification_type, content, link)
       SELECT notification_type, content, link FROM claimed`;
