import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ALLOW_UNVERIFIED, IS_PUBLIC } from '../common/decorators/public.decorator';
import { AuthUser } from './auth-user';

export const UNVERIFIED_MESSAGE = 'Please verify your email address first. Check your inbox for the verification link.';

/** Global guard: every route needs a valid access token unless marked @Public(), and a verified e-mail unless @AllowUnverified(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (!user.verified && !this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets)) {
      throw new ForbiddenException(UNVERIFIED_MESSAGE);
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false): TUser {
    if (err || !user) throw new UnauthorizedException('Unauthorized');
    return user;
  }
}
