import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth-user';
import { ErrorDto } from '../../common/error.dto';
import { authenticatedWithin } from '../device-sessions.repository';
import { msg } from '../../i18n';

/** How long a sign-in or `POST /api/auth/reauthenticate` lets sensitive actions through (issue 43). */
export const STEP_UP_WINDOW_SECONDS = 10 * 60;
export const REAUTH_REQUIRED_MESSAGE = msg('Please confirm it is you: enter your password again').message;

export function reauthRequired(): ForbiddenException {
  return new ForbiddenException({ statusCode: 403, message: REAUTH_REQUIRED_MESSAGE, error: 'Forbidden', reauth_required: true });
}

/** Whether the session's member signed in or reauthenticated within the step-up window. */
export async function recentlyAuthenticated(m: EntityManager, user: AuthUser): Promise<boolean> {
  if (user.app) return false;
  return authenticatedWithin(m, user.sessionId, user.userId, STEP_UP_WINDOW_SECONDS);
}

/** Lets a route through only after a recent sign-in or reauthentication on this session. */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<{ user: AuthUser }>();
    if (!(await recentlyAuthenticated(this.db.manager, user))) throw reauthRequired();
    return true;
  }
}

/**
 * A sensitive action (issue 43): the member must have signed in, or confirmed their password
 * with `POST /api/auth/reauthenticate`, within the last 10 minutes on this session; otherwise
 * 403 `{reauth_required: true}`, and the client asks and sends the request again.
 */
export function RequireRecentAuth(otherForbidden?: string): MethodDecorator {
  return applyDecorators(
    UseGuards(StepUpGuard),
    ApiForbiddenResponse({
      type: ErrorDto,
      description: `Step-up needed: no sign-in or reauthentication on this session in the last 10 minutes: \`{reauth_required: true, message: "${REAUTH_REQUIRED_MESSAGE}"}\`${otherForbidden ? `; ${otherForbidden}` : ''}`,
    }),
  );
}
