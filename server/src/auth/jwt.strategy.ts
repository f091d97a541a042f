import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectDataSource } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { AccessTokenPayload, AuthUser } from './auth-user';
import { sessionCheck } from './device-sessions.repository';
import { SessionCacheService } from './session-cache.service';
import { VerifiedTokens } from './verified-tokens';
import { msg } from '../i18n';

/** The bearer token of a request, exactly as passport-jwt reads it. */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Verifies the bearer access token, then checks that the member is still active and the device
 * session still exists, so logout, deletion and status changes take effect at once rather than
 * when the token expires. The check is one indexed query, remembered per session by
 * SessionCacheService until the database says something changed. Tokens passport has verified
 * are remembered too (VerifiedTokens), so JwtAuthGuard verifies a token once per process.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verifiedTokens = new VerifiedTokens(50_000);

  constructor(
    @Inject(SETTINGS) settings: Settings,
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionCacheService,
  ) {
    // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
    // public key on every verification and throws, which cost a third of the CPU of a request.
    // jsonwebtoken accepts a KeyObject; @types/passport-jwt only lists string | Buffer.
    const key = createSecretKey(Buffer.from(settings.jwtSecret, 'utf8')) as unknown as Buffer;
    super({ jwtFromRequest: bearerToken, secretOrKey: key, algorithms: ['HS256'], passReqToCallback: true });
  }

  /** Called by passport-jwt once the token's signature, algorithm and expiry are verified. */
  async validate(request: Parameters<typeof bearerToken>[0], payload: AccessTokenPayload): Promise<AuthUser> {
    const user = await this.check(payload);
    const token = bearerToken(request);
    if (token) this.verifiedTokens.remember(token, payload);
    return user;
  }

  /** The member of a token this process verified before (and still unexpired); undefined when passport must verify it. */
  async userOfVerifiedToken(token: string): Promise<AuthUser | undefined> {
    const payload = this.verifiedTokens.get(token);
    return payload ? this.check(payload) : undefined;
  }

  private async check(payload: AccessTokenPayload): Promise<AuthUser> {
    if (!Number.isInteger(payload?.sub) || !Number.isInteger(payload?.sid)) throw new UnauthorizedException(msg('Unauthorized'));
    const known = this.sessions.get(payload.sid, payload.sub);
    if (known) return { userId: payload.sub, sessionId: payload.sid, verified: known.verified, pendingReview: known.pendingReview, suspended: known.suspended };
    const generation = this.sessions.generation;
    const row = await sessionCheck(this.db, payload.sub, payload.sid);
    if (!row) throw new UnauthorizedException(msg('Unauthorized'));
    const verified = row.verified === 1;
    const pendingReview = row.review_status === 'pending';
    const suspended = row.status === 'suspended' ? { until: row.suspended_until } : undefined;
    this.sessions.remember(payload.sid, { userId: payload.sub, verified, pendingReview, suspended }, generation);
    return { userId: payload.sub, sessionId: payload.sid, verified, pendingReview, suspended };
  }
}
