import { EntityManager } from 'typeorm';
import { APPROVE_REGISTRATION_SQL, LOCK_REVIEW_STANDING_SQL, PENDING_REGISTRATIONS_SQL } from './operator.queries';

/**
 * The users table as registration review (mod/registrations.service.ts) sees it: the queue of
 * verified newcomers waiting for a moderator, and the decision. Each takes the caller's
 * EntityManager, so it runs in the caller's transaction.
 */

/** A registration waiting for review, as a moderator reads it. */
export interface PendingRegistration {
  user_id: number;
  user_name: string;
  email: string;
  /** The testimony the newcomer wrote. */
  bio: string;
  created_at: Date;
}

/**
 * Verified, active members whose registration waits, oldest first, `limit` a page after the
 * cursor (the last user id seen): a walk of the partial index users_pending_review.
 */
export async function pendingRegistrations(m: EntityManager, cursor: number | undefined, limit: number): Promise<PendingRegistration[]> {
  return m.query(
    PENDING_REGISTRATIONS_SQL,
    [cursor ?? null, limit],
  );
}

/** The member's review standing, the row locked until the transaction ends; undefined for unknown or deleted accounts. */
export async function lockReviewStanding(
  m: EntityManager,
  userId: number,
): Promise<{ user_id: number; user_name: string; email: string; verified: number; review_status: string } | undefined> {
  const [row] = (await m.query(
    LOCK_REVIEW_STANDING_SQL,
    [userId],
  )) as Array<{ user_id: number; user_name: string; email: string; verified: number; review_status: string }>;
  return row;
}

/** Lets the member in (the auth-change trigger tells every process to read their standing again). */
export async function approveRegistration(m: EntityManager, userId: number): Promise<void> {
  await m.query(APPROVE_REGISTRATION_SQL, [userId]);
}
