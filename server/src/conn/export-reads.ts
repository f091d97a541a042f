import { EntityManager } from 'typeorm';

/** One of the member's friend requests (sent or received) or friendships, for their data export (export/). */
export interface ExportedConnection {
  kind: 'request_sent' | 'request_received' | 'friend';
  other_user_id: number;
  status: string;
  created_at: Date;
  updated_at: Date;
}

export function exportedConnections(m: EntityManager, userId: number): Promise<ExportedConnection[]> {
  return m.query(
    `SELECT CASE WHEN sender_id = $1 THEN 'request_sent' ELSE 'request_received' END AS kind,
            CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END AS other_user_id, status, created_at, updated_at
       FROM connections WHERE sender_id = $1 OR receiver_id = $1
     UNION ALL
     SELECT 'friend' AS kind, friend_id AS other_user_id, 'accepted' AS status, created_at, created_at AS updated_at
       FROM friendships WHERE user_id = $1
     ORDER BY created_at, kind, other_user_id`,
    [userId],
  );
}
