import { EntityManager } from 'typeorm';
import { ACTIVE_ROLE_SQL, EXPIRED_SUSPENSIONS_SQL, LOCK_STANDING_SQL, MEMBER_LOOKUP_PAGE_SIZE, MEMBER_LOOKUP_SQL, MEMBER_NAMES_BY_IDS_SQL,
  OTHER_OPERATOR_EXISTS_SQL, MODERATED_MEMBER_SQL, RUNNING_TIMED_SUSPENSIONS_SQL, SET_ROLE_SQL, SET_SUSPENSION_SQL, STANDINGS_BY_IDS_SQL, STANDING_BY_EMAIL_SQL } from './operator.queries';

/**
 * The users table as the operators (mod/) and the command-line tool see it: roles, suspensions
 * and member lookup. Each takes the caller's EntityManager, so it runs in the caller's
 * transaction.
 */

/** What an operator needs to know about a member before acting on them. */
export interface MemberStanding {
  user_id: number;
  user_name: string;
  email: string;
  role: string;
  status: string;
  suspended_until: Date | null;
  /** 'pending' while a registration made under REGISTRATION_MODE=approval waits for a moderator. */
  review_status: string;
}

/**
 * The role of an active member, read at every call (no cache), so a role change or a suspension
 * takes effect on the member's next request; undefined for anyone else.
 */
export async function activeRoleOf(m: EntityManager, userId: number): Promise<string | undefined> {
  const [row]: Array<{ role: string }> = await m.query(ACTIVE_ROLE_SQL, [userId]);
  return row?.role;
}

/** The member's standing, the row locked until the transaction ends; deleted accounts count as unknown. */
export async function lockStanding(m: EntityManager, userId: number): Promise<MemberStanding | undefined> {
  const [row]: MemberStanding[] = await m.query(LOCK_STANDING_SQL, [userId]);
  return row;
}

/** The standing of the member with this address (case-insensitive), for the command-line tool. */
export async function standingByEmail(m: EntityManager, email: string): Promise<MemberStanding | undefined> {
  const [row]: MemberStanding[] = await m.query(STANDING_BY_EMAIL_SQL, [email]);
  return row;
}

/**
 * Suspends (`until` null: until lifted) or reinstates a member. The status change fires the
 * auth-change trigger, so every process forgets the member's sessions; the caller ends them too.
 */
export async function setSuspension(m: EntityManager, userId: number, suspended: boolean, until: Date | null): Promise<void> {
  await m.query(SET_SUSPENSION_SQL, [
    userId,
    suspended ? 'suspended' : 'active',
    suspended ? until : null,
  ]);
}

export async function setRole(m: EntityManager, userId: number, role: string): Promise<void> {
  await m.query(SET_ROLE_SQL, [userId, role]);
}

/** Members whose timed suspension has run out (the sweep at start and the lifting job read it). */
export async function expiredSuspensions(m: EntityManager): Promise<number[]> {
  const rows: Array<{ user_id: number }> = await m.query(EXPIRED_SUSPENSIONS_SQL);
  return rows.map((r) => r.user_id);
}

/** Timed suspensions still running, to queue their end after a start (jobs survive, but a lost one must not keep a member out). */
export async function runningTimedSuspensions(m: EntityManager): Promise<Array<{ user_id: number; suspended_until: Date }>> {
  return m.query(RUNNING_TIMED_SUSPENSIONS_SQL);
}

/** Names of members whatever their status (an operator sees who acted and who wrote), by id. */
export async function memberNamesByIds(m: EntityManager, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: Array<{ user_id: number; user_name: string }> = await m.query(MEMBER_NAMES_BY_IDS_SQL, [ids]);
  return new Map(rows.map((r) => [r.user_id, r.user_name]));
}

export interface ModeratedMember extends MemberStanding {
  created_at: Date;
  last_login: Date | null;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Members (not deleted accounts), newest first by id from `cursor`, whose name or address
 * contains `q` (case-insensitive); a page and the next cursor.
 */
export async function memberLookup(m: EntityManager, q: string | undefined, cursor: number | undefined): Promise<{ members: ModeratedMember[]; nextCursor: number | null }> {
  const rows: ModeratedMember[] = await m.query(
    MEMBER_LOOKUP_SQL,
    [cursor ?? null, q ? likeEscaped(q) : null],
  );
  const members = rows.slice(0, MEMBER_LOOKUP_PAGE_SIZE);
  return { members, nextCursor: rows.length > MEMBER_LOOKUP_PAGE_SIZE ? members[members.length - 1].user_id : null };
}

/** Members' standing by id (deleted accounts included: a report of one shows it is gone). */
export async function standingsByIds(m: EntityManager, ids: number[]): Promise<Map<number, MemberStanding & { bio: string; profile_picture: string }>> {
  if (ids.length === 0) return new Map();
  const rows: Array<MemberStanding & { bio: string; profile_picture: string }> = await m.query(
    STANDINGS_BY_IDS_SQL,
    [ids],
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** One member as the lookup lists them, deleted accounts excepted. */
export async function moderatedMemberById(m: EntityManager, userId: number): Promise<ModeratedMember | undefined> {
  const [row]: ModeratedMember[] = await m.query(MODERATED_MEMBER_SQL, [userId]);
  return row;
}

/** Whether an active moderator or paka exists besides the members `exceptIds`. */
export async function otherOperatorExists(m: EntityManager, exceptIds: number[]): Promise<boolean> {
  const [row]: Array<{ found: boolean }> = await m.query(OTHER_OPERATOR_EXISTS_SQL, [exceptIds]);
  return row.found;
}
