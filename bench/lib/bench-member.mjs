// @ts-check
// A signed-in member without going through registration, as the app itself would issue it:
// a users row, a device_sessions row whose refresh_token_hash is the sha256 of the refresh
// cookie `${session_id}.${random}`, and an HS256 access token {sub, sid} signed with JWT_SECRET.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

const b64url = (value) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

function signHs256(payload, secret) {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${b64url(createHmac('sha256', secret).update(head).digest())}`;
}

/**
 * `pool` is a pg Pool on the app's database. The password cannot be used to log in (no hash).
 * @param {import('pg').Pool} pool
 * @param {string} jwtSecret
 * @param {{ userName?: string }} [options]
 */
export async function createBenchMember(pool, jwtSecret, { userName } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const { rows } = await pool.query(
    `INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode)
     VALUES ($1, 'bench-no-login', $2, 1, 'active', 'Grace and peace', 'none') RETURNING user_id`,
    [`bench-${suffix}@example.test`, userName ?? `Bench ${suffix}`],
  );
  return { userId: rows[0].user_id, ...(await createBenchSession(pool, jwtSecret, rows[0].user_id)) };
}

/**
 * One more signed-in device of a member. The app rotates the refresh cookie at each use and ends
 * a session whose old cookie comes back, so every browser that starts the app needs its own.
 */
export async function createBenchSession(pool, jwtSecret, userId) {
  const deviceId = randomUUID();
  const s = await pool.query(
    `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
     VALUES ($1, $2, 'bench', '127.0.0.1', 'pending') RETURNING session_id`,
    [userId, deviceId],
  );
  const sessionId = s.rows[0].session_id;
  const refreshToken = `${sessionId}.${randomBytes(32).toString('base64url')}`;
  await pool.query(`UPDATE device_sessions SET refresh_token_hash = $2 WHERE session_id = $1`, [
    sessionId,
    createHash('sha256').update(refreshToken).digest('hex'),
  ]);
  const now = Math.floor(Date.now() / 1000);
  // An hour: a bench run outlives the app's 15-minute tokens only when something is very slow.
  const token = signHs256({ sub: userId, sid: sessionId, iat: now, exp: now + 3600 }, jwtSecret);
  return { sessionId, deviceId, refreshToken, token };
}
