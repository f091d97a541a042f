import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Operator } from './operator';
import type { OperatorRequest } from './role.guard';

/** The operator of a `@RequireRole` route: the member and the role the guard read for this request. */
export const CurrentOperator = createParamDecorator((_: unknown, ctx: ExecutionContext): Operator => {
  const request = ctx.switchToHttp().getRequest<OperatorRequest>();
  return { userId: request.user.userId, role: request.operatorRole ?? 'user' };
});
