import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';
export const ALLOW_UNVERIFIED = 'allowUnverified';
/** OpenAPI extension read by swagger.ts to drop the bearer requirement from public operations. */
export const PUBLIC_EXTENSION = 'x-public';

/** The route needs no access token. */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

/** The route is open to signed-in members whose e-mail is not verified yet. */
export const AllowUnverified = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_UNVERIFIED, true);

export const ALLOW_SUSPENDED = 'allowSuspended';

/**
 * The route is part of a suspended member's limited session (issue 42): their profile, standing,
 * appeals, data export, account deletion and sign-out. Every other route answers 403
 * `This account is suspended` to them.
 */
export const AllowSuspended = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_SUSPENDED, true);
