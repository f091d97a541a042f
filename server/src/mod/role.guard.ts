import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OPERATOR_ONLY_MESSAGE } from '../common/app-scope-check';
import type { AuthUser } from '../common/auth-user';
import { hasTwoFactor } from '../auth';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { activeRoleOf } from '../users';
import { ADMINISTRATORS_ONLY, MODERATORS_ONLY, RequiredRole, roleSatisfies } from './roles';
import { msg } from '../i18n';

export const REQUIRED_ROLE = 'pen:required-role';
export const TWO_FACTOR_REQUIRED = msg('Two-factor sign-in is required for moderators').message;

/** The request's member role, as the guard read it, for the service to use without reading again. */
export interface OperatorRequest {
  user: AuthUser;
  operatorRole?: string;
}

/**
 * Lets a route through only for the role `@RequireRole` names. The role is read from the
 * database on every call (one primary-key probe; operator routes are few and rare), not kept in
 * the session cache or the token, so a role change or a suspension applies to the very next
 * request. Runs after the global JWT guard, so the session is known to be live. The JWT guard
 * already refuses API keys and OAuth apps here (`@RequireRole` marks the route operator-only);
 * this guard refuses them again on its own, so no app credential ever holds an operator's powers.
 * With REQUIRE_2FA_FOR_OPERATORS (the default) an operator without two-factor sign-in is refused too.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<RequiredRole | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const request = context.switchToHttp().getRequest<OperatorRequest>();
    if (request.user.app) throw new ForbiddenException(OPERATOR_ONLY_MESSAGE);
    const role = await activeRoleOf(this.db.manager, request.user.userId);
    if (!roleSatisfies(role, required)) throw new ForbiddenException(required === 'paka' ? ADMINISTRATORS_ONLY : MODERATORS_ONLY);
    // Operators can suspend members and read their addresses: a stolen password alone must not do it (issue 43).
    if (this.settings.require2faForOperators && !(await hasTwoFactor(this.db.manager, request.user.userId))) throw new ForbiddenException(TWO_FACTOR_REQUIRED);
    request.operatorRole = role;
    return true;
  }
}
