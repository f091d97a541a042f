import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiRateLimited } from '../decorators/api-rate-limited.decorator';
import { describeWait, RATE_LIMIT_DEFINITIONS, rateLimitDefinition, RateLimitName, waitMessage } from './rate-limit-table';
import { countedFirst, RouteRateLimitInterceptor } from './route-rate-limit';

/** Limits counted by the request itself; the e-mail ones are counted by the service that reads the address. */
type RouteRateLimit = { [N in RateLimitName]: (typeof RATE_LIMIT_DEFINITIONS)[N]['per'] extends 'email' ? never : N }[RateLimitName];

const PER = { member: 'per member', ip: 'per network address', email: 'per e-mail address' } as const;

function described(name: RateLimitName): string {
  const def = rateLimitDefinition(name);
  return `${def.points} ${PER[def.per]} in ${describeWait(def.durationSeconds)} (\`${name}\`)`;
}

/**
 * Counts each valid call of the route against the named limit (see rate-limit-table.ts), once
 * its input has passed validation, and answers 429 with Retry-After once it is spent; documents
 * that 429 in the API document, with `also` describing any other 429 the route answers.
 */
export function RateLimit(name: RouteRateLimit, also?: string): MethodDecorator {
  const def = rateLimitDefinition(name);
  const example = def.message(waitMessage(def.durationSeconds), def.durationSeconds).message;
  const limits = [described(name), ...(def.alsoPerIp ? [described(def.alsoPerIp)] : [])].join(', and ');
  const documented = applyDecorators(
    UseInterceptors(RouteRateLimitInterceptor),
    ApiRateLimited(`\`${example}\` More than ${limits} by default (setting RATE_LIMITS).${also ? ` ${also}` : ''}`),
  );
  return (target, key, descriptor) => {
    // The same descriptor object goes on to the decorators above this one: they see the new handler.
    (descriptor as TypedPropertyDescriptor<unknown>).value = countedFirst(name, descriptor.value as (...args: unknown[]) => unknown);
    documented(target, key, descriptor);
  };
}
