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
import {
  deleteDeviceSession, deleteMemberSessions, deleteSession, deleteSessionByToken, deleteSessionsExceptDevice, deleteSessionsExceptSession, memberSessions, openSession,
  refreshState, rotateRefreshToken, sessionExistsForDevice, setRefreshHash,
} from './device-sessions.repository';
import { ClientInfo } from './request-info';
import { SessionCacheService } from './session-cache.service';
import { randomSecret, sha256 } from './tokens';
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
    const sessionId = await openSession(manager, userId, deviceId, client, `pending-${sha256(secret)}`);
    // The stored hash covers the whole cookie value `${sessionId}.${secret}`, known only now.
    const refreshToken = formatRefreshToken({ sessionId, secret });
    await setRefreshHash(manager, sessionId, sha256(refreshToken));
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
      const s = await refreshState(this.db.manager, token.sessionId, REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS);
      if (!s) throw new UnauthorizedException(SESSION_ENDED);
      if (!s.active || s.stale) {
        await this.revoke(token.sessionId);
        throw new UnauthorizedException(SESSION_ENDED);
      }
      if (presented === s.current) {
        const next = formatRefreshToken({ sessionId: token.sessionId, secret: randomSecret() });
        // Compare-and-swap: when another request rotated first, look again (it is then the previous token).
        if (!(await rotateRefreshToken(this.db.manager, token.sessionId, presented, sha256(next), client))) continue;
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
    await deleteSessionByToken(this.db.manager, token.sessionId, sha256(formatRefreshToken(token)));
    this.authCache.forgetSession(token.sessionId);
  }

  private async revoke(sessionId: number): Promise<void> {
    await deleteSession(this.db.manager, sessionId);
    this.authCache.forgetSession(sessionId);
  }

  /** The member's device sessions, most recently used first; `current` marks the caller's own. */
  async list(me: { userId: number; sessionId: number }): Promise<SessionDto[]> {
    const rows = await memberSessions(this.db.manager, me.userId);
    return rows.map((r) => ({ ...r, current: r.session_id === me.sessionId }));
  }

  existsForDevice(userId: number, deviceId: string): Promise<boolean> {
    return sessionExistsForDevice(this.db.manager, userId, deviceId);
  }

  /**
   * Ends one device's session and tells whether it was the caller's own session.
   * With `mustExist`, a device without a session answers 404 (choosing a device from the list).
   */
  async endDevice(me: { userId: number; sessionId: number }, deviceId: string, mustExist: boolean): Promise<{ endedCurrent: boolean }> {
    const ended = await deleteDeviceSession(this.db.manager, me.userId, deviceId);
    this.authCache.forgetUser(me.userId);
    if (ended.length === 0 && mustExist) throw new NotFoundException(msg('No signed-in session was found for this device'));
    return { endedCurrent: ended.includes(me.sessionId) };
  }

  async endAll(userId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await deleteMemberSessions(manager, userId);
    this.authCache.forgetUser(userId);
  }

  /** Ends every session of the member except the given device's. */
  async endAllExceptDevice(userId: number, deviceId: string): Promise<void> {
    if (!(await this.existsForDevice(userId, deviceId))) throw new NotFoundException(msg('No signed-in session was found for this device'));
    await deleteSessionsExceptDevice(this.db.manager, userId, deviceId);
    this.authCache.forgetUser(userId);
  }

  async endAllExceptSession(userId: number, sessionId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await deleteSessionsExceptSession(manager, userId, sessionId);
    this.authCache.forgetUser(userId);
  }

  setCookie(reply: FastifyReply, refreshToken: string): void {
    void reply.header('set-cookie', refreshCookieHeader(refreshToken, this.secureCookie));
  }

  clearCookie(reply: FastifyReply): void {
    void reply.header('set-cookie', clearRefreshCookieHeader(this.secureCookie));
  }
}
