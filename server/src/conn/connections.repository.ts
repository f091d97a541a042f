import { EntityManager } from 'typeorm';
import { ConnectionEntity } from './connection.entity';
import { ConnectionUserDto, FriendRequestDto, SearchUserDto } from './dto/connection-user.dto';
import {
  CONNECTION_OF_SQL,
  EXPORTED_CONNECTIONS_SQL,
  FRIEND_REQUESTS_TO_ME_SQL,
  INSERT_REQUEST_SQL,
  MY_FRIENDS_SQL,
  REACHABLE_MEMBER_EXISTS_SQL,
} from './connections.queries';
import { MEMBER_BY_CODE_SQL, SEARCH_USERS_SQL } from './user-search.queries';

/** Inserts a pending request for a pair without a connection row; answers false when the pair has one. */
export async function insertRequest(m: EntityManager, senderId: number, receiverId: number): Promise<boolean> {
  const inserted: unknown[] = await m.query(INSERT_REQUEST_SQL, [senderId, receiverId]);
  return inserted.length > 0;
}

/** The connection row of the pair (either direction), if any. */
export function findPair(m: EntityManager, a: number, b: number): Promise<ConnectionEntity | null> {
  return m.getRepository(ConnectionEntity).findOne({ where: pairWhere(a, b) });
}

/** The connection row of the pair, locked until the transaction ends. */
export function lockPair(m: EntityManager, a: number, b: number): Promise<ConnectionEntity | null> {
  return m.getRepository(ConnectionEntity).findOne({ where: pairWhere(a, b), lock: { mode: 'pessimistic_write' } });
}

/** The pending request `senderId` sent `receiverId`, locked until the transaction ends. */
export function lockPendingRequest(m: EntityManager, senderId: number, receiverId: number): Promise<ConnectionEntity | null> {
  return m.getRepository(ConnectionEntity).findOne({
    where: { sender_id: senderId, receiver_id: receiverId, status: 'pending' },
    lock: { mode: 'pessimistic_write' },
  });
}

export async function updateConnection(
  m: EntityManager,
  connectionId: number,
  changes: Partial<Pick<ConnectionEntity, 'sender_id' | 'receiver_id' | 'status'>>,
): Promise<void> {
  await m.update(ConnectionEntity, { connections_id: connectionId }, changes);
}

export async function deleteConnection(m: EntityManager, connectionId: number): Promise<void> {
  await m.delete(ConnectionEntity, { connections_id: connectionId });
}

export function friendRequestsTo(m: EntityManager, receiverId: number): Promise<FriendRequestDto[]> {
  return m.query(FRIEND_REQUESTS_TO_ME_SQL, [receiverId]);
}

export function friendsOf(m: EntityManager, userId: number): Promise<ConnectionUserDto[]> {
  return m.query(MY_FRIENDS_SQL, [userId]);
}

/** Whether the member is reachable: active, verified, not waiting for review. */
export async function isReachableMember(m: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(REACHABLE_MEMBER_EXISTS_SQL, [userId]);
  return rows.length > 0;
}

/**
 * The connection row of two members (either direction), whatever its status: its id and when it
 * last changed (epoch ms), which together name a request or an answer (notification dedupe keys).
 */
export async function connectionOf(m: EntityManager, a: number, b: number): Promise<{ connections_id: number; changed_at: string } | undefined> {
  const [row]: Array<{ connections_id: number; changed_at: string }> = await m.query(CONNECTION_OF_SQL, [a, b]);
  return row;
}

/** One of the member's friend requests (sent or received) or friendships, for their data export (export/). */
export interface ExportedConnection {
  kind: 'request_sent' | 'request_received' | 'friend';
  other_user_id: number;
  status: string;
  created_at: Date;
  updated_at: Date;
}

export function exportedConnections(m: EntityManager, userId: number): Promise<ExportedConnection[]> {
  return m.query(EXPORTED_CONNECTIONS_SQL, [userId]);
}

export type SearchRow = Omit<SearchUserDto, 'friend_status'> & { sender_id: number | null; status: 'pending' | 'accepted' | 'declined' | null };

/** A page of members matching `pattern` (LIKE-escaped) for searcher `me` (user-search.queries.ts). */
export function searchMembers(m: EntityManager, pattern: string, me: number): Promise<SearchRow[]> {
  return m.query(SEARCH_USERS_SQL, [pattern, me]);
}

/** The member whose user_code is `code` (ignoring case) as member `me` may see them; undefined when hidden or unknown. */
export async function memberByCode(m: EntityManager, code: string, me: number): Promise<SearchRow | undefined> {
  const rows: SearchRow[] = await m.query(MEMBER_BY_CODE_SQL, [code, me]);
  return rows[0];
}

function pairWhere(a: number, b: number) {
  return [
    { sender_id: a, receiver_id: b },
    { sender_id: b, receiver_id: a },
  ];
}
