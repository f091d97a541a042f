import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ALLOW_UNVERIFIED, IS_PUBLIC } from '../common/decorators/public.decorator';
import { AuthUser } from './auth-user';
import { bearerToken, JwtStrategy } from './jwt.strategy';

export const UNVERIFIED_MESSAGE = 'Please verify your email address first. Check your inbox for the verification link.';
/** A verified member whose registration waits for a moderator (REGISTRATION_MODE=approval). */
export const REVIEW_PENDING_MESSAGE = 'Your testimony is waiting for review';

/**
 * Global guard: every route needs a valid access token unless marked @Public(), and a verified
 * e-mail unless @AllowUnverified(). A member whose registration waits for review may use only the
 * same few routes (their profile, sessions, sign-out): nothing they write reaches others before a
 * moderator has read their testimony.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Parameters<typeof bearerToken>[0] & { user: AuthUser }>();
    // A token this process verified before skips passport; the session is checked either way.
    const token = bearerToken(request);
    const known = token ? await this.strategy.userOfVerifiedToken(token) : undefined;
    if (known) request.user = known;
    else await super.canActivate(context);
    const user = request.user;
    if ((!user.verified || user.pendingReview) && !this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets)) {
      throw new ForbiddenException(user.verified ? REVIEW_PENDING_MESSAGE : UNVERIFIED_MESSAGE);
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException('Unauthorized');
    return user;
  }
}
