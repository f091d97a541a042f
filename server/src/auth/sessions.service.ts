import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { AccessTokenPayload } from './auth-user';
import { SessionDto } from './dto/sessions.dto';
import { clearRefreshCookieHeader, formatRefreshToken, parseRefreshToken, REFRESH_TOKEN_TTL_SECONDS, refreshCookieHeader } from './refresh-cookie';
import { deleteMemberSessions } from './device-sessions.repository';
import { ClientInfo } from './request-info';
import { SessionCacheService } from './session-cache.service';
import { randomSecret, sha256 } from './tokens';
import { memberJoin } from '../users/users.queries';
import { msg } from '../i18n';

/**
 * Two tabs of one browser share the refresh cookie and may refresh at the same moment; the
 * token replaced by the last rotation is therefore still accepted for this long (answered with
 * an access token but no new cookie). Any older token, or the previous one later, is treated as
 * stolen and ends that device session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const SESSION_ENDED = msg('Your session has ended. Please sign in again.').message;

export interface OpenedSession {
  sessionId: number;
  accessToken: string;
  refreshToken: string;
}

type SessionRow = Omit<SessionDto, 'current'>;

/**
 * Device sessions: one row per member and device, holding the SHA-256 (hex) of its refresh
 * cookie value `${session_id}.${secret}`.
 */
@Injectable()
export class SessionsService {
  private readonly secureCookie: boolean;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jwt: JwtService,
    @Inject(SETTINGS) settings: Settings,
    private readonly authCache: SessionCacheService,
  ) {
    this.secureCookie = settings.publicUrl.startsWith('https:');
  }

  /** Creates the device's session, or renews it (new refresh token) when the device signs in again. */
  async open(userId: number, deviceId: string, client: ClientInfo, manager: EntityManager = this.db.manager): Promise<OpenedSession> {
    const secret = randomSecret();
    const rows: Array<{ session_id: number }> = await manager.query(
      `INSERT INTO device_sessions (user_id, device_id, user_agent, ip_address, refresh_token_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, device_id) DO UPDATE
         SET user_agent = EXCLUDED.user_agent, ip_address = EXCLUDED.ip_address, refresh_token_hash = EXCLUDED.refresh_token_hash,
             previous_refresh_token_hash = NULL, rotated_at = NULL, last_used_at = now(), authenticated_at = now()
       RETURNING session_id`,
      [userId, deviceId, client.userAgent, client.ip, `pending-${sha256(secret)}`],
    );
    const sessionId = rows[0].session_id;
    // The stored hash covers the whole cookie value `${sessionId}.${secret}`, known only now.
    const refreshToken = formatRefreshToken({ sessionId, secret });
    await manager.query(`UPDATE device_sessions SET refresh_token_hash = $2 WHERE session_id = $1`, [sessionId, sha256(refreshToken)]);
    return { sessionId, accessToken: await this.accessToken(userId, sessionId), refreshToken };
  }

  accessToken(userId: number, sessionId: number): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId, sid: sessionId };
    return this.jwt.signAsync(payload);
  }

  /**
   * Exchanges a refresh cookie for a new access token and rotates the cookie. Presenting a
   * rotated-out token (outside the grace period) revokes the device session.
   */
  async refresh(cookie: string | undefined, client: ClientInfo): Promise<{ accessToken: string; refreshToken?: string }> {
    const token = parseRefreshToken(cookie);
    if (!token) throw new UnauthorizedException(SESSION_ENDED);
    const presented = sha256(formatRefreshToken(token));
    for (let attempt = 0; attempt < 2; attempt++) {
      const rows: Array<{ user_id: number; current: string; previous: string | null; in_grace: boolean; stale: boolean; active: boolean }> =
        await this.db.query(
          `SELECT s.user_id, s.refresh_token_hash AS current, s.previous_refresh_token_hash AS previous,
                  (s.rotated_at > now() - make_interval(secs => $2)) AS in_grace,
                  (s.last_used_at < now() - make_interval(secs => $3)) AS stale,
                  (u.status = 'active') AS active
             FROM device_sessions s ${memberJoin('u', 's.user_id')}
            WHERE s.session_id = $1`,
          [token.sessionId, REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS],
        );
      const s = rows[0];
      if (!s) throw new UnauthorizedException(SESSION_ENDED);
      if (!s.active || s.stale) {
        await this.revoke(token.sessionId);
        throw new UnauthorizedException(SESSION_ENDED);
      }
      if (presented === s.current) {
        const next = formatRefreshToken({ sessionId: token.sessionId, secret: randomSecret() });
        // Compare-and-swap: when another request rotated first, look again (it is then the previous token).
        const updated: [unknown[], number] = await this.db.query(
          `UPDATE device_sessions
              SET previous_refresh_token_hash = refresh_token_hash, refresh_token_hash = $3, rotated_at = now(),
                  last_used_at = now(), user_agent = $4, ip_address = $5
            WHERE session_id = $1 AND refresh_token_hash = $2`,
          [token.sessionId, presented, sha256(next), client.userAgent, client.ip],
        );
        if (updated[1] === 0) continue;
        return {
          accessToken: await this.accessToken(s.user_id, token.sessionId),
          refreshToken: next,
        };
      }
      if (presented === s.previous && s.in_grace) return { accessToken: await this.accessToken(s.user_id, token.sessionId) };
      await this.revoke(token.sessionId);
      throw new UnauthorizedException(SESSION_ENDED);
    }
    throw new UnauthorizedException(SESSION_ENDED);
  }

  /** Ends the session a refresh cookie belongs to, when the cookie is genuine. */
  async endByCookie(cookie: string | undefined): Promise<void> {
    const token = parseRefreshToken(cookie);
    if (!token) return;
    await this.db.query(`DELETE FROM device_sessions WHERE session_id = $1 AND refresh_token_hash = $2`, [token.sessionId, sha256(formatRefreshToken(token))]);
    this.authCache.forgetSession(token.sessionId);
  }

  private async revoke(sessionId: number): Promise<void> {
    await this.db.query(`DELETE FROM device_sessions WHERE session_id = $1`, [sessionId]);
    this.authCache.forgetSession(sessionId);
  }

  /** The member's device sessions, most recently used first; `current` marks the caller's own. */
  async list(me: { userId: number; sessionId: number }): Promise<SessionDto[]> {
    const rows: SessionRow[] = await this.db.query(
      `SELECT session_id, device_id, user_agent, ip_address, created_at, last_used_at
         FROM device_sessions WHERE user_id = $1 ORDER BY last_used_at DESC, session_id DESC`,
      [me.userId],
    );
    return rows.map((r) => ({ ...r, current: r.session_id === me.sessionId }));
  }

  async existsForDevice(userId: number, deviceId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM device_sessions WHERE user_id = $1 AND device_id = $2`, [userId, deviceId]);
    return rows.length > 0;
  }

  /**
   * Ends one device's session and tells whether it was the caller's own session.
   * With `mustExist`, a device without a session answers 404 (choosing a device from the list).
   */
  async endDevice(me: { userId: number; sessionId: number }, deviceId: string, mustExist: boolean): Promise<{ endedCurrent: boolean }> {
    const raw: [Array<{ session_id: number }>, number] = await this.db.query(
      `DELETE FROM device_sessions WHERE user_id = $1 AND device_id = $2 RETURNING session_id`,
      [me.userId, deviceId],
    );
    this.authCache.forgetUser(me.userId);
    if (raw[1] === 0 && mustExist) throw new NotFoundException(msg('No signed-in session was found for this device'));
    return { endedCurrent: raw[0].some((r) => r.session_id === me.sessionId) };
  }

  async endAll(userId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await deleteMemberSessions(manager, userId);
    this.authCache.forgetUser(userId);
  }

  /** Ends every session of the member except the given device's. */
  async endAllExceptDevice(userId: number, deviceId: string): Promise<void> {
    if (!(await this.existsForDevice(userId, deviceId))) throw new NotFoundException(msg('No signed-in session was found for this device'));
    await this.db.query(`DELETE FROM device_sessions WHERE user_id = $1 AND device_id <> $2`, [userId, deviceId]);
    this.authCache.forgetUser(userId);
  }

  async endAllExceptSession(userId: number, sessionId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`DELETE FROM device_sessions WHERE user_id = $1 AND session_id <> $2`, [userId, sessionId]);
    this.authCache.forgetUser(userId);
  }

  setCookie(reply: FastifyReply, refreshToken: string): void {
    void reply.header('set-cookie', refreshCookieHeader(refreshToken, this.secureCookie));
  }

  clearCookie(reply: FastifyReply): void {
    void reply.header('set-cookie', clearRefreshCookieHeader(this.secureCookie));
  }
}
