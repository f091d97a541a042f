import { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';
import { wantsEmailNotifications } from './users.queries';

/**
 * Writes and reads of the users table for the accounts module (auth/), which owns the rules for
 * changing a member but not the table, and for the notifications (noti/). Each takes the caller's EntityManager, so it runs in the
 * caller's transaction; the ones that answer a count tell whether an active member matched.
 */

/** Inserts a new member and answers the saved row. */
export function insertMember(
  m: EntityManager,
  fields: Pick<UserEntity, 'email' | 'password_hash' | 'user_name' | 'bio' | 'verified'> & Partial<Pick<UserEntity, 'review_status' | 'language'>>,
): Promise<UserEntity> {
  return m.save(m.create(UserEntity, fields));
}

export async function updateMember(m: EntityManager, userId: number, changes: Partial<UserEntity>): Promise<void> {
  await m.update(UserEntity, { user_id: userId }, changes);
}

export async function recordLogin(m: EntityManager, userId: number): Promise<void> {
  await m.query(`UPDATE users SET last_login = now() WHERE user_id = $1`, [userId]);
}

export async function setEmailNotifications(m: EntityManager, userId: number, enabled: boolean): Promise<void> {
  await m.query(`UPDATE users SET receive_email_notifications = $2, updated_at = now() WHERE user_id = $1`, [userId, enabled]);
}

/** The member's status and deletion time, the row locked until the transaction ends. */
export async function lockStatus(m: EntityManager, userId: number): Promise<{ status: string; deleted_at: Date | null } | undefined> {
  const [row]: Array<{ status: string; deleted_at: Date | null }> = await m.query(`SELECT status, deleted_at FROM users WHERE user_id = $1 FOR UPDATE`, [userId]);
  return row;
}

export async function deletedAtOf(m: EntityManager, userId: number): Promise<Date> {
  const [row]: Array<{ deleted_at: Date }> = await m.query(`SELECT deleted_at FROM users WHERE user_id = $1`, [userId]);
  return row.deleted_at;
}

/** Makes a proven address the active member's, verified; answers the number of rows changed. */
export async function confirmEmail(m: EntityManager, userId: number, email: string): Promise<number> {
  const raw: [unknown[], number] = await m.query(`UPDATE users SET email = $2, verified = 1, updated_at = now() WHERE user_id = $1 AND status = 'active'`, [userId, email]);
  return raw[1];
}

/** Marks the active member verified while `email` is still their address; answers the rows changed. */
export async function markVerified(m: EntityManager, userId: number, email: string): Promise<number> {
  const raw: [unknown[], number] = await m.query(
    `UPDATE users SET verified = 1, updated_at = now() WHERE user_id = $1 AND lower(email) = lower($2) AND status = 'active'`,
    [userId, email],
  );
  return raw[1];
}

/**
 * A reset link's new password for the active member; following a link sent to the current
 * address also proves it (verified). Answers the rows changed.
 */
export async function resetPassword(m: EntityManager, userId: number, passwordHash: string, linkEmail: string): Promise<number> {
  const raw: [unknown[], number] = await m.query(
    `UPDATE users SET password_hash = $2, verified = CASE WHEN lower(email) = lower($3) THEN 1 ELSE verified END, updated_at = now()
          WHERE user_id = $1 AND status = 'active'`,
    [userId, passwordHash, linkEmail],
  );
  return raw[1];
}

export async function setPasswordHash(m: EntityManager, userId: number, passwordHash: string): Promise<void> {
  await m.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE user_id = $1`, [userId, passwordHash]);
}

/** Active members among `ids` with what names and shows them (the notifications' actors); the others are left out. */
export async function activeMembersByIds(m: EntityManager, ids: number[]): Promise<Array<{ user_id: number; user_name: string; profile_picture: string }>> {
  return m.query(`SELECT user_id, user_name, profile_picture FROM users WHERE user_id = ANY($1::int[]) AND status = 'active'`, [ids]);
}

/** Where and whether to mail member `userId` their notifications (`wants`: see wantsEmailNotifications). */
export async function mailRecipient(m: EntityManager, userId: number): Promise<{ email: string; user_name: string; wants: boolean } | undefined> {
  const [row]: Array<{ email: string; user_name: string; wants: boolean }> = await m.query(
    `SELECT u.email, u.user_name, (${wantsEmailNotifications('u')}) AS wants FROM users u WHERE u.user_id = $1`,
    [userId],
  );
  return row;
}

/** A deleted member's picture, the row locked for the purge; undefined once restored (or gone). */
export async function lockDeletedMember(m: EntityManager, userId: number): Promise<{ profile_picture: string } | undefined> {
  const [row]: Array<{ profile_picture: string }> = await m.query(
    `SELECT profile_picture FROM users WHERE user_id = $1 AND status = 'deleted' FOR UPDATE`,
    [userId],
  );
  return row;
}

/** Removes the member's row; every table referencing users cascades. */
export async function deleteMember(m: EntityManager, userId: number): Promise<void> {
  await m.query(`DELETE FROM users WHERE user_id = $1`, [userId]);
}
