import { EntityManager } from 'typeorm';

/** One of the member's device sessions, for their data export (export/); never the refresh token's hash. */
export interface ExportedSession {
  session_id: number;
  user_agent: string;
  ip_address: string;
  created_at: Date;
  last_used_at: Date;
}

export function exportedSessions(m: EntityManager, userId: number): Promise<ExportedSession[]> {
  return m.query(
    `SELECT session_id, user_agent, ip_address, created_at, last_used_at FROM device_sessions WHERE user_id = $1 ORDER BY created_at, session_id`,
    [userId],
  );
}
