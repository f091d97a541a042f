import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { hash } from 'argon2';
import { sql } from './db';
import { e2eEnv } from './env';
import { signHs256 } from './jwt';

/** The password of every member made by createMember unless told otherwise. */
export const MEMBER_PASSWORD = 'Passw0rd!';

/** Access tokens live 15 minutes, as the app's do. */
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface Member {
  userId: number;
  email: string;
  userName: string;
  password: string;
}

export interface MemberOptions {
  userName?: string;
  email?: string;
  password?: string;
  /** Default true; false makes an unverified member (verified = 0). */
  verified?: boolean;
  status?: string;
  bio?: string;
  mode?: string;
  role?: string;
  /** True for a member who has never signed in (no `last_login`): their first sign-in is greeted "Welcome", not "Welcome back". */
  neverSignedIn?: boolean;
}

export interface BrowserSession {
  sessionId: number;
  deviceId: string;
  accessToken: string;
  refreshToken: string;
}

const hashes = new Map<string, Promise<string>>();
const argon2id = (password: string): Promise<string> => {
  if (!hashes.has(password)) hashes.set(password, hash(password, { type: 2 }));
  return hashes.get(password)!;
};

/**
 * Inserts a member straight into the e2e database: verified (unless told otherwise), active,
 * with an argon2id hash of MEMBER_PASSWORD (or opts.password), and signed in before (unless
 * `neverSignedIn`), so a journey that is not about registration does not depend on it. Names
 * and addresses are unique per call.
 */
export async function createMember(opts: MemberOptions = {}): Promise<Member> {
  const suffix = randomBytes(4).toString('hex');
  const userName = opts.userName ?? `Member ${suffix}`;
  const email = (opts.email ?? `member-${suffix}@example.test`).toLowerCase();
  const password = opts.password ?? MEMBER_PASSWORD;
  const rows = await sql<{ user_id: number }>(
    `INSERT INTO users (email, password_hash, user_name, verified, status, bio, mode, role, last_login)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING user_id`,
    [
      email,
      await argon2id(password),
      userName,
      opts.verified === false ? 0 : 1,
      opts.status ?? 'active',
      opts.bio ?? 'Jesus is my Saviour and my friend.',
      opts.mode ?? 'none',
      opts.role ?? 'user',
      opts.neverSignedIn ? null : new Date(),
    ],
  );
  return { userId: rows[0].user_id, email, userName, password };
}

/**
 * Gives the browser a working session for `member` without the login UI: a device session row,
 * the httpOnly `refreshToken` cookie (path /api/auth) holding `${session_id}.${random}` whose
 * sha256 hex is the row's refresh_token_hash, localStorage.deviceId = the row's device_id and
 * sessionStorage.accessToken = a 15-minute access token. Call it before the first page.goto.
 *
 * The storage is written by an init script only on the first page load of each tab, so a
 * logout or a token refresh inside the test is not undone by the next navigation. `baseUrl` is the
 * server the browser uses (default the run's; support/passkey-server.ts gives another).
 */
export async function signIn(target: Page | BrowserContext, member: Member, baseUrl = e2eEnv.baseUrl()): Promise<BrowserSession> {
  const context = 'context' in target ? target.context() : target;
  const deviceId = randomUUID();
  const [{ session_id: sessionId }] = await sql<{ session_id: number }>(
    `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
     VALUES ($1, $2, 'Playwright', '127.0.0.1', 'pending') RETURNING session_id`,
    [member.userId, deviceId],
  );
  const refreshToken = `${sessionId}.${randomBytes(32).toString('base64url')}`;
  await sql(`UPDATE device_sessions SET refresh_token_hash = $2 WHERE session_id = $1`, [
    sessionId,
    createHash('sha256').update(refreshToken).digest('hex'),
  ]);
  const now = Math.floor(Date.now() / 1000);
  const accessToken = signHs256({ sub: member.userId, sid: sessionId, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS }, e2eEnv.jwtSecret());

  const base = new URL(baseUrl);
  await context.addCookies([
    { name: 'refreshToken', value: refreshToken, domain: base.hostname, path: '/api/auth', httpOnly: true, sameSite: 'Strict', secure: false },
  ]);
  const init = ({ origin, deviceId, accessToken }: { origin: string; deviceId: string; accessToken: string }) => {
    if (location.origin !== origin || sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    sessionStorage.setItem('accessToken', accessToken);
    localStorage.setItem('deviceId', deviceId);
  };
  await target.addInitScript(init, { origin: base.origin, deviceId, accessToken });
  return { sessionId, deviceId, accessToken, refreshToken };
}
