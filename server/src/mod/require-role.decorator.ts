import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { OPERATOR_ONLY_MESSAGE } from '../common/app-scope-check';
import { OperatorOnly } from '../common/decorators/app-access.decorator';
import { ErrorDto } from '../common/error.dto';
import { REQUIRED_ROLE, RoleGuard, TWO_FACTOR_REQUIRED } from './role.guard';
import { ADMINISTRATORS_ONLY, MODERATORS_ONLY, RequiredRole } from './roles';

/**
 * Restricts a controller or route to operators: `'moderator'` lets moderators and paka through,
 * `'paka'` only paka. Others get 403 `{message}`, and so does every API key and OAuth app token,
 * whatever its scopes and whoever's it is (issue #38): only a session of Pen's own client may act
 * with an operator's powers. Documents the 401 and 403 in the API document; `forbidden` adds the
 * route's own 403 cases.
 */
export function RequireRole(required: RequiredRole, forbidden?: string): ClassDecorator & MethodDecorator {
  const message = required === 'paka' ? ADMINISTRATORS_ONLY : MODERATORS_ONLY;
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, required),
    OperatorOnly(),
    UseGuards(RoleGuard),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No valid access token, or the session has ended' }),
    ApiForbiddenResponse({
      type: ErrorDto,
      description: `\`${message}\` for ${required === 'paka' ? 'anyone but a paka' : 'members who are not moderators or paka'}; \`${OPERATOR_ONLY_MESSAGE}\` for any API key or OAuth app; \`${TWO_FACTOR_REQUIRED}\` for an operator without two-factor sign-in (REQUIRE_2FA_FOR_OPERATORS)${forbidden ? `; ${forbidden}` : ''}`,
    }),
  );
}
