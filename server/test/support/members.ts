import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { hash } from 'argon2';
import { TestApp } from './test-app';

export const MEMBER_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;

export interface Member {
  userId: number;
  email: string;
  userName: string;
  password: string;
  deviceId: string;
  /** A valid access token for a device session of this member. */
  token: string;
}

/**
 * Creates a member straight in the database (verified unless told otherwise) with one device
 * session and an access token signed like the app signs them; for tests of modules other than
 * accounts, which must not depend on the registration flow.
 */
export async function createMember(
  t: TestApp,
  opts: { userName?: string; email?: string; verified?: boolean; status?: string; bio?: string; mode?: string } = {},
): Promise<Member> {
  passwordHash ??= hash(MEMBER_PASSWORD, { type: 2 });
  const suffix = randomBytes(4).toString('hex');
  const userName = opts.userName ?? `Member ${suffix}`;
  const email = (opts.email ?? `member-${suffix}@example.test`).toLowerCase();
  const { rows } = await t.db.query<{ user_id: number }>(
    `INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING user_id`,
    [email, await passwordHash, userName, opts.verified === false ? 0 : 1, opts.status ?? 'active', opts.bio ?? 'Jesus is my Saviour', opts.mode ?? 'none'],
  );
  const userId = rows[0].user_id;
  const deviceId = `device-${suffix}`;
  const session = await t.db.query<{ session_id: number }>(
    `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
     VALUES ($1, $2, 'jest', '127.0.0.1', $3) RETURNING session_id`,
    [userId, deviceId, randomBytes(32).toString('hex')],
  );
  // A device the member has signed in from, as sign-in records it (issue 43: no "new sign-in" mail for it).
  await t.db.query(`INSERT INTO known_devices (user_id, device_id) VALUES ($1, $2)`, [userId, deviceId]);
  const token = await t.app.get(JwtService).signAsync({ sub: userId, sid: session.rows[0].session_id });
  return { userId, email, userName, password: MEMBER_PASSWORD, deviceId, token };
}
