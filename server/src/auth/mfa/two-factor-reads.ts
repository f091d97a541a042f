import { EntityManager } from 'typeorm';

/** Whether the member has an authenticator turned on; for the operators' guard (mod/) and the data export. */
export async function hasTwoFactor(m: EntityManager, userId: number): Promise<boolean> {
  const rows: unknown[] = await m.query(`SELECT 1 FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`, [userId]);
  return rows.length > 0;
}

/** For the member's data export: whether 2FA is on and since when, never the secret or the codes. */
export async function exportedTwoFactor(m: EntityManager, userId: number): Promise<{ enabled: boolean; enabled_at: Date | null }> {
  const rows: Array<{ enabled_at: Date }> = await m.query(`SELECT enabled_at FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`, [userId]);
  return { enabled: rows.length > 0, enabled_at: rows[0]?.enabled_at ?? null };
}

/** For the member's data export: each passkey's name and dates, never its key or credential id. */
export function exportedPasskeys(m: EntityManager, userId: number): Promise<Array<{ name: string; created_at: Date; last_used_at: Date | null }>> {
  return m.query(`SELECT name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY passkey_id`, [userId]);
}
