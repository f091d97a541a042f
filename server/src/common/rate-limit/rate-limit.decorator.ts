import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiRateLimited } from '../decorators/api-rate-limited.decorator';
import { describeWait, RATE_LIMIT_DEFINITIONS, rateLimitDefinition, RateLimitName, waitMessage } from './rate-limit-table';
import { RATE_LIMIT_METADATA, RateLimitGuard } from './rate-limit.guard';

/** Limits counted by the request itself; the e-mail ones are counted by the service that reads the address. */
type RouteRateLimit = { [N in RateLimitName]: (typeof RATE_LIMIT_DEFINITIONS)[N]['per'] extends 'email' ? never : N }[RateLimitName];

const PER = { member: 'per member', ip: 'per network address', email: 'per e-mail address' } as const;

function described(name: RateLimitName): string {
  const def = rateLimitDefinition(name);
  return `${def.points} ${PER[def.per]} in ${describeWait(def.durationSeconds)} (\`${name}\`)`;
}

/**
 * Counts each call of the route against the named limit (see rate-limit-table.ts) and answers
 * 429 with Retry-After once it is spent; documents that 429 in the API document, with `also`
 * describing any other 429 the route answers.
 */
export function RateLimit(name: RouteRateLimit, also?: string): MethodDecorator {
  const def = rateLimitDefinition(name);
  const example = def.message(waitMessage(def.durationSeconds), def.durationSeconds).message;
  const limits = [described(name), ...(def.alsoPerIp ? [described(def.alsoPerIp)] : [])].join(', and ');
  return applyDecorators(
    SetMetadata(RATE_LIMIT_METADATA, name),
    UseGuards(RateLimitGuard),
    ApiRateLimited(`\`${example}\` More than ${limits} by default (setting RATE_LIMITS).${also ? ` ${also}` : ''}`),
  );
}
