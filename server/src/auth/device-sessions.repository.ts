import { DataSource, EntityManager } from 'typeorm';
import { queryPrepared } from '../database/prepared';
import {
  DELETE_DEVICE_SESSION_SQL, DELETE_MEMBER_SESSION_SQL, DELETE_MEMBER_SESSIONS_SQL, DELETE_SESSION_BY_TOKEN_SQL, DELETE_SESSION_SQL, DELETE_SESSIONS_EXCEPT_DEVICE_SQL,
  DELETE_SESSIONS_EXCEPT_SESSION_SQL, EXPORTED_SESSIONS_SQL, LIVE_SESSION_IDS_SQL, MARK_AUTHENTICATED_SQL, MEMBER_SESSIONS_SQL, OPEN_SESSION_SQL, RECENTLY_AUTHENTICATED_SQL,
  REFRESH_STATE_SQL, ROTATE_REFRESH_TOKEN_SQL, SESSION_CHECK_SQL, SESSION_FOR_DEVICE_SQL, SET_REFRESH_HASH_SQL,
} from './device-sessions.queries';
import type { SessionDto } from './dto/sessions.dto';
import type { ClientInfo } from './request-info';

/**
 * The device_sessions table: each function on the caller's EntityManager, so it runs in the
 * caller's transaction. The ones other modules need (they own no session row) are exported
 * through index.ts; whoever ends sessions also forgets them in SessionCacheService.
 */

/** The auth check of every request: member `userId` is active and session `sessionId` is theirs; undefined otherwise. */
export interface SessionCheckRow {
  verified: number;
  review_status: string;
  status: string;
  suspended_until: Date | null;
}

export async function sessionCheck(db: DataSource, userId: number, sessionId: number): Promise<SessionCheckRow | undefined> {
  const rows = await queryPrepared<SessionCheckRow>(db, SESSION_CHECK_SQL, [userId, sessionId]);
  return rows[0];
}

/** Creates the device's session, or renews it, with a placeholder refresh hash; answers its id. */
export async function openSession(
  m: EntityManager,
  userId: number,
  deviceId: string,
  client: ClientInfo,
  pendingHash: string,
): Promise<number> {
  const rows: Array<{ session_id: number }> = await m.query(OPEN_SESSION_SQL, [userId, deviceId, client.userAgent, client.ip, pendingHash]);
  return rows[0].session_id;
}

export async function setRefreshHash(m: EntityManager, sessionId: number, refreshHash: string): Promise<void> {
  await m.query(SET_REFRESH_HASH_SQL, [sessionId, refreshHash]);
}

export interface RefreshState {
  user_id: number;
  current: string;
  previous: string | null;
  in_grace: boolean;
  stale: boolean;
  active: boolean;
}

/** The session's refresh hashes and whether the previous one is in its grace time, the session stale, its member active. */
export async function refreshState(m: EntityManager, sessionId: number, graceSeconds: number, ttlSeconds: number): Promise<RefreshState | undefined> {
  const rows: RefreshState[] = await m.query(REFRESH_STATE_SQL, [sessionId, graceSeconds, ttlSeconds]);
  return rows[0];
}

/** Compare-and-swap of the refresh hash; answers whether `presentedHash` was still the current one. */
export async function rotateRefreshToken(
  m: EntityManager,
  sessionId: number,
  presentedHash: string,
  nextHash: string,
  client: ClientInfo,
): Promise<boolean> {
  const updated: [unknown[], number] = await m.query(ROTATE_REFRESH_TOKEN_SQL, [sessionId, presentedHash, nextHash, client.userAgent, client.ip]);
  return updated[1] > 0;
}

export async function deleteSessionByToken(m: EntityManager, sessionId: number, refreshHash: string): Promise<void> {
  await m.query(DELETE_SESSION_BY_TOKEN_SQL, [sessionId, refreshHash]);
}

export async function deleteSession(m: EntityManager, sessionId: number): Promise<void> {
  await m.query(DELETE_SESSION_SQL, [sessionId]);
}

/** Session `sessionId` while it is member `userId`'s. */
export async function deleteMemberSession(m: EntityManager, sessionId: number, userId: number): Promise<void> {
  await m.query(DELETE_MEMBER_SESSION_SQL, [sessionId, userId]);
}

type SessionRow = Omit<SessionDto, 'current'>;

/** The member's sessions, most recently used first. */
export function memberSessions(m: EntityManager, userId: number): Promise<SessionRow[]> {
  return m.query(MEMBER_SESSIONS_SQL, [userId]);
}

export async function sessionExistsForDevice(m: EntityManager, userId: number, deviceId: string): Promise<boolean> {
  const rows: unknown[] = await m.query(SESSION_FOR_DEVICE_SQL, [userId, deviceId]);
  return rows.length > 0;
}

/** Ends the device's session; answers the ids ended (none or one). */
export async function deleteDeviceSession(m: EntityManager, userId: number, deviceId: string): Promise<number[]> {
  const raw: [Array<{ session_id: number }>, number] = await m.query(DELETE_DEVICE_SESSION_SQL, [userId, deviceId]);
  return raw[1] === 0 ? [] : raw[0].map((r) => r.session_id);
}

export async function deleteSessionsExceptDevice(m: EntityManager, userId: number, deviceId: string): Promise<void> {
  await m.query(DELETE_SESSIONS_EXCEPT_DEVICE_SQL, [userId, deviceId]);
}

export async function deleteSessionsExceptSession(m: EntityManager, userId: number, sessionId: number): Promise<void> {
  await m.query(DELETE_SESSIONS_EXCEPT_SESSION_SQL, [userId, sessionId]);
}

/** Whether the member signed in or reauthenticated on the session within the last `seconds`. */
export async function authenticatedWithin(m: EntityManager, sessionId: number, userId: number, seconds: number): Promise<boolean> {
  const rows: unknown[] = await m.query(RECENTLY_AUTHENTICATED_SQL, [sessionId, userId, seconds]);
  return rows.length > 0;
}

/** Records a reauthentication on the member's session; answers until when it counts, undefined when the session is gone. */
export async function markAuthenticated(m: EntityManager, sessionId: number, userId: number, windowSeconds: number): Promise<Date | undefined> {
  const [rows]: [Array<{ until: Date }>, number] = await m.query(MARK_AUTHENTICATED_SQL, [sessionId, userId, windowSeconds]);
  return rows[0]?.until;
}

/** Ends every session of the member; the caller forgets them in SessionCacheService. */
export async function deleteMemberSessions(m: EntityManager, userId: number): Promise<void> {
  await m.query(DELETE_MEMBER_SESSIONS_SQL, [userId]);
}

/** Those of these sessions that still exist, of active members. */
export async function liveSessionIds(m: EntityManager, sessionIds: number[]): Promise<Set<number>> {
  const rows: Array<{ session_id: number }> = await m.query(LIVE_SESSION_IDS_SQL, [sessionIds]);
  return new Set(rows.map((r) => r.session_id));
}

/** One of the member's device sessions, for their data export (export/); never the refresh token's hash. */
export interface ExportedSession {
  session_id: number;
  user_agent: string;
  ip_address: string;
  created_at: Date;
  last_used_at: Date;
}

export function exportedSessions(m: EntityManager, userId: number): Promise<ExportedSession[]> {
  return m.query(EXPORTED_SESSIONS_SQL, [userId]);
}
