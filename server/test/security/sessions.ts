import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Member } from '../support/members';
import { TestApp } from '../support/test-app';

/**
 * An access token of the member's device session, which is made again if a call ended it
 * (logout, logout-all, a new e-mail address), so that one call does not change what the next tests.
 */
export async function freshToken(t: TestApp, member: Member): Promise<string> {
  const { rows } = await t.db.query<{ session_id: number }>(
    `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
     VALUES ($1, $2, 'jest', '127.0.0.1', $3)
     ON CONFLICT (user_id, device_id) DO UPDATE SET last_used_at = now() RETURNING session_id`,
    [member.userId, member.deviceId, randomBytes(32).toString('hex')],
  );
  return t.app.get(JwtService).signAsync({ sub: member.userId, sid: rows[0].session_id });
}
