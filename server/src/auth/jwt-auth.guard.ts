import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppAccess, AppCredentials, FineAppScope } from '../common/app-access';
import { AppsRefusedReason, assertAppMayCall } from '../common/app-scope-check';
import { APP_SCOPES, APPS_REFUSED } from '../common/decorators/app-access.decorator';
import { ALLOW_SUSPENDED, ALLOW_UNVERIFIED, IS_PUBLIC } from '../common/decorators/public.decorator';
import { recordLimits } from '../common/rate-limit/rate-limit-headers';
import { waitMessage } from '../common/rate-limit/rate-limit-table';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { ApiKeyCredentials } from './api-key-credentials';
import { API_KEY_PREFIX } from './api-key-secret';
import { AuthUser } from './auth-user';
import { bearerToken, JwtStrategy } from './jwt.strategy';
import { suspendedMessage } from './sign-in.service';
import { type Message, msg } from '../i18n';

export const UNVERIFIED_MESSAGE = msg('Please verify your email address first. Check your inbox for the verification link.').message;
/** A verified member whose registration waits for a moderator (REGISTRATION_MODE=approval). */
export const REVIEW_PENDING_MESSAGE = msg('Your testimony is waiting for review').message;
export const APP_RATE_LIMIT_MESSAGE = (wait: Message) => msg('Too many requests with this key or app. Try again in {wait}.', { wait });

type GuardedRequest = Parameters<typeof bearerToken>[0] & { user: AuthUser; method: string; headers: Record<string, string | string[] | undefined> };

/** A JWT has three dot-separated parts; an OAuth access token (opaque) has none. Two indexOf calls: this runs on every request. */
function isJwtShaped(token: string): boolean {
  const first = token.indexOf('.');
  const second = first < 0 ? -1 : token.indexOf('.', first + 1);
  return second > 0 && token.indexOf('.', second + 1) < 0;
}

/**
 * Global guard: every route needs a valid access token unless marked @Public(), and a verified
 * e-mail unless @AllowUnverified(). A member whose registration waits for review may use only the
 * same few routes (their profile, sessions, sign-out): nothing they write reaches others before a
 * moderator has read their testimony.
 *
 * Besides Pen's own access tokens it admits API keys (`X-Api-Key: pen_…` or `Bearer pen_…`) and
 * OAuth apps' opaque tokens (asked of AppCredentials), each held to its scopes and per-minute
 * budget (issue #30). The access-token path costs no more than before: one header read.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
    private readonly apiKeys: ApiKeyCredentials,
    private readonly appCredentials: AppCredentials,
    private readonly limits: RateLimitService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const token = bearerToken(request);
    const apiKey = request.headers['x-api-key'];
    if (apiKey !== undefined || token?.startsWith(API_KEY_PREFIX)) {
      request.user = await this.apiKeys.userOf(typeof apiKey === 'string' ? apiKey : (token ?? ''));
    } else if (token && !isJwtShaped(token)) {
      const user = await this.appCredentials.resolve(token);
      if (!user?.app) throw new UnauthorizedException(msg('Unauthorized'));
      request.user = user;
    } else {
      // A token this process verified before skips passport; the session is checked either way.
      const known = token ? await this.strategy.userOfVerifiedToken(token) : undefined;
      if (known) request.user = known;
      else await super.canActivate(context);
    }
    const user = request.user;
    if (user.app) {
      // The budget first, so that every answer to app traffic, a refusal too, says where it stands.
      await this.spendAppBudget(user.app, request, context.switchToHttp().getResponse<FastifyReply>());
      assertAppMayCall(user.app, request.method, {
        refused: this.reflector.getAllAndOverride<AppsRefusedReason | undefined>(APPS_REFUSED, targets),
        scopes: this.reflector.getAllAndOverride<FineAppScope[]>(APP_SCOPES, targets),
      });
    }
    // A suspended member's limited session: their standing and appeals, profile, export, deletion, sign-out.
    if (user.suspended && !this.reflector.getAllAndOverride<boolean>(ALLOW_SUSPENDED, targets)) throw new ForbiddenException(suspendedMessage(user.suspended.until));
    if ((!user.verified || user.pendingReview) && !this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets)) {
      throw new ForbiddenException(user.verified ? REVIEW_PENDING_MESSAGE : UNVERIFIED_MESSAGE);
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException(msg('Unauthorized'));
    return user;
  }

  /** Counts the request against its key's or app's per-minute budget and says where it stands in the RateLimit headers. */
  private async spendAppBudget(app: AppAccess, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { state, allowed } = await this.limits.consumeAppBudget(app.kind, app.clientId);
    recordLimits(request, reply, [state]);
    if (!allowed) throw new TooManyRequestsException(APP_RATE_LIMIT_MESSAGE(waitMessage(state.resetSeconds)), state.resetSeconds);
  }
}
