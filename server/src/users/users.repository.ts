import { EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';
import {
  CONFIRM_EMAIL_SQL, DELETED_AT_SQL, DELETE_MEMBER_SQL, EMAIL_TAKEN_SQL, LOCK_PROFILE_PICTURE_SQL, USER_CODE_TAKEN_SQL,
  LOCK_DELETED_MEMBER_SQL, LOCK_STATUS_SQL, MAIL_RECIPIENT_SQL, MARK_VERIFIED_SQL, RECORD_LOGIN_SQL, RESET_PASSWORD_SQL, SET_EMAIL_NOTIFICATIONS_SQL, SET_PASSWORD_HASH_SQL,
} from './account.queries';
import { ACTIVE_MEMBERS_BY_IDS_SQL } from './users.queries';

/**
 * Writes and reads of the users table for the accounts module (auth/), which owns the rules for
 * changing a member but not the table, and for the notifications (noti/). Each takes the caller's EntityManager, so it runs in the
 * caller's transaction; the ones that answer a count tell whether an active member matched.
 */

/** Inserts a new member and answers the saved row. */
export function insertMember(
  m: EntityManager,
  fields: Pick<UserEntity, 'email' | 'password_hash' | 'user_name' | 'bio' | 'verified'> & Partial<Pick<UserEntity, 'review_status' | 'language' | 'rules_accepted_at'>>,
): Promise<UserEntity> {
  return m.save(m.create(UserEntity, fields));
}

export async function updateMember(m: EntityManager, userId: number, changes: Partial<UserEntity>): Promise<void> {
  await m.update(UserEntity, { user_id: userId }, changes);
}

export async function recordLogin(m: EntityManager, userId: number): Promise<void> {
  await m.query(RECORD_LOGIN_SQL, [userId]);
}

export async function setEmailNotifications(m: EntityManager, userId: number, enabled: boolean): Promise<void> {
  await m.query(SET_EMAIL_NOTIFICATIONS_SQL, [userId, enabled]);
}

/** The member's status and deletion time, the row locked until the transaction ends. */
export async function lockStatus(m: EntityManager, userId: number): Promise<{ status: string; deleted_at: Date | null } | undefined> {
  const [row]: Array<{ status: string; deleted_at: Date | null }> = await m.query(LOCK_STATUS_SQL, [userId]);
  return row;
}

export async function deletedAtOf(m: EntityManager, userId: number): Promise<Date> {
  const [row]: Array<{ deleted_at: Date }> = await m.query(DELETED_AT_SQL, [userId]);
  return row.deleted_at;
}

/** Makes a proven address the active member's, verified; answers the number of rows changed. */
export async function confirmEmail(m: EntityManager, userId: number, email: string): Promise<number> {
  const raw: [unknown[], number] = await m.query(CONFIRM_EMAIL_SQL, [userId, email]);
  return raw[1];
}

/** Marks the active member verified while `email` is still their address; answers the rows changed. */
export async function markVerified(m: EntityManager, userId: number, email: string): Promise<number> {
  const raw: [unknown[], number] = await m.query(
    MARK_VERIFIED_SQL,
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
    RESET_PASSWORD_SQL,
    [userId, passwordHash, linkEmail],
  );
  return raw[1];
}

export async function setPasswordHash(m: EntityManager, userId: number, passwordHash: string): Promise<void> {
  await m.query(SET_PASSWORD_HASH_SQL, [userId, passwordHash]);
}

/** Active members among `ids` with what names and shows them (the notifications' actors); the others are left out. */
export async function activeMembersByIds(m: EntityManager, ids: number[]): Promise<Array<{ user_id: number; user_name: string; profile_picture: string }>> {
  return m.query(ACTIVE_MEMBERS_BY_IDS_SQL, [ids]);
}

/** Where and whether to mail member `userId` their notifications (`wants`: see wantsEmailNotifications). */
export async function mailRecipient(m: EntityManager, userId: number): Promise<{ email: string; user_name: string; wants: boolean } | undefined> {
  const [row]: Array<{ email: string; user_name: string; wants: boolean }> = await m.query(
    MAIL_RECIPIENT_SQL,
    [userId],
  );
  return row;
}

/** A deleted member's picture, the row locked for the purge; undefined once restored (or gone). */
export async function lockDeletedMember(m: EntityManager, userId: number): Promise<{ profile_picture: string } | undefined> {
  const [row]: Array<{ profile_picture: string }> = await m.query(
    LOCK_DELETED_MEMBER_SQL,
    [userId],
  );
  return row;
}

/** Removes the member's row; every table referencing users cascades. */
export async function deleteMember(m: EntityManager, userId: number): Promise<void> {
  await m.query(DELETE_MEMBER_SQL, [userId]);
}

export function memberById(m: EntityManager, userId: number): Promise<UserEntity | null> {
  return m.findOneBy(UserEntity, { user_id: userId });
}

export function activeMemberById(m: EntityManager, userId: number): Promise<UserEntity | null> {
  return m.findOneBy(UserEntity, { user_id: userId, status: 'active' });
}

/** The member with this address, case-insensitively, with the password hash (a column not read by default). */
export function memberByEmailWithHash(m: EntityManager, email: string): Promise<(UserEntity & { password_hash: string }) | null> {
  return m
    .createQueryBuilder(UserEntity, 'u')
    .addSelect('u.password_hash')
    .where('lower(u.email) = lower(:email)', { email })
    .getOne() as Promise<(UserEntity & { password_hash: string }) | null>;
}

export async function passwordHashOf(m: EntityManager, userId: number): Promise<string | null> {
  const u = await m.createQueryBuilder(UserEntity, 'u').addSelect('u.password_hash').where('u.user_id = :userId', { userId }).getOne();
  return u?.password_hash ?? null;
}

/** Whether another member (any status) has this address, case-insensitively. */
export async function emailTaken(m: EntityManager, email: string, exceptUserId?: number): Promise<boolean> {
  const rows: unknown[] = await m.query(EMAIL_TAKEN_SQL, [email, exceptUserId ?? null]);
  return rows.length > 0;
}

export async function userCodeTaken(m: EntityManager, code: string, exceptUserId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(USER_CODE_TAKEN_SQL, [code, exceptUserId]);
  return rows.length > 0;
}

/** Sets the member's status; `deleted` also stamps the deletion time. */
export async function setStatus(m: EntityManager, userId: number, status: string): Promise<void> {
  await m.update(UserEntity, { user_id: userId }, { status, ...(status === 'deleted' ? { deleted_at: new Date() } : {}) });
}

/** The member's picture path, the row locked until the transaction ends; undefined when there is no such member. */
export async function lockProfilePicture(m: EntityManager, userId: number): Promise<string | undefined> {
  const rows: Array<{ profile_picture: string }> = await m.query(LOCK_PROFILE_PICTURE_SQL, [userId]);
  return rows[0]?.profile_picture;
}
