import { ConnectionStatus } from './connection.entity';

/** The relationship as one member sees it (the spec's friend status values, and `blocked` for a member you blocked). */
export const FRIEND_STATUSES = ['none', 'pending', 'incoming', 'accepted', 'declined', 'blocked'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** The parts of a connection row that decide the status. */
export interface ConnectionState {
  sender_id: number;
  status: ConnectionStatus;
}

/**
 * What `viewerId` sees for a connection row with another member: a pending request is
 * "pending" for its sender and "incoming" for its receiver; accepted and declined read the same
 * from both sides; no row at all is "none".
 */
export function friendStatusFor(viewerId: number, row: ConnectionState | null | undefined): FriendStatus {
  if (!row) return 'none';
  if (row.status === 'pending') return row.sender_id === viewerId ? 'pending' : 'incoming';
  return row.status;
}
