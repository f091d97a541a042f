import { EntityManager } from 'typeorm';
import { DigestItem } from './digest-mail';
import { CLAIM_DIGEST_SQL, CLAIM_ONE_FOR_MAIL_SQL, PENDING_DIGEST_SQL } from './digest.queries';

/** For each of the members who want e-mail, their oldest notification waiting to be mailed (younger than `maxAgeSeconds`). */
export function pendingDigests(m: EntityManager, userIds: number[], maxAgeSeconds: number): Promise<Array<{ user_id: number; first_id: number; first_at: Date }>> {
  return m.query(PENDING_DIGEST_SQL, [userIds, maxAgeSeconds]);
}

/** Claims the member's unread, unmailed notifications in one statement (CLAIM_DIGEST_SQL); answers those not from a blocked actor. */
export function claimDigest(m: EntityManager, userId: number, maxAgeSeconds: number): Promise<Array<DigestItem & { notification_id: number; recent: boolean }>> {
  return m.query(CLAIM_DIGEST_SQL, [userId, maxAgeSeconds]);
}

/** Claims one notification for a mail of its own (CLAIM_ONE_FOR_MAIL_SQL); undefined when it was mailed already. */
export async function claimOneForMail(m: EntityManager, notificationId: number): Promise<DigestItem | undefined> {
  const rows: DigestItem[] = await m.query(CLAIM_ONE_FOR_MAIL_SQL, [notificationId]);
  return rows[0];
}
