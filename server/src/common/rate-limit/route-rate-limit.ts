import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import type { AuthUser } from '../auth-user';
import { TooManyRequestsException } from '../too-many-requests.exception';
import { clientNetwork } from './client-network';
import { recordLimits } from './rate-limit-headers';
import { rateLimitDefinition, RateLimitName } from './rate-limit-table';
import { RateLimitHit, RateLimitService } from './rate-limit.service';

/**
 * The hits of a limited route: its limit by the signed-in member (by the network on a public
 * route) and by the network for limits counted per address, plus the network budget the limit
 * draws on.
 */
export function routeHits(limit: RateLimitName, userId: number | undefined, ip: string | undefined): RateLimitHit[] {
  const def = rateLimitDefinition(limit);
  const network = clientNetwork(ip);
  const hits: RateLimitHit[] = [{ limit, who: def.per === 'member' && userId !== undefined ? `m:${userId}` : `ip:${network}` }];
  if (def.alsoPerIp) hits.push({ limit: def.alsoPerIp, who: `ip:${network}` });
  return hits;
}

interface LimitedCall {
  request: FastifyRequest & { user?: AuthUser };
  reply: FastifyReply;
  limits: RateLimitService;
}

const call = new AsyncLocalStorage<LimitedCall>();

/**
 * Makes the request known to its handler's first step (`countedFirst`). Guards and interceptors
 * run before the validation pipe, the handler after it; a route's limit is counted in between, so
 * a malformed request answers 400 and never spends (or is refused by) the route's limit.
 */
@Injectable()
export class RouteRateLimitInterceptor implements NestInterceptor {
  constructor(private readonly limits: RateLimitService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const at: LimitedCall = { request: http.getRequest(), reply: http.getResponse(), limits: this.limits };
    return new Observable((subscriber) => {
      const subscription = call.run(at, () => next.handle().subscribe(subscriber));
      return () => subscription.unsubscribe();
    });
  }
}

/** Counts the call against the route's limit, and says where it stands in the answer's RateLimit headers (a 429 too). */
async function countRoute(limit: RateLimitName): Promise<void> {
  const at = call.getStore();
  if (!at) throw new Error(`@RateLimit('${limit}') needs RouteRateLimitInterceptor on its route`);
  try {
    recordLimits(at.request, at.reply, await at.limits.consume(routeHits(limit, at.request.user?.userId, at.request.ip)));
  } catch (err) {
    if (err instanceof TooManyRequestsException) recordLimits(at.request, at.reply, err.limitStates);
    throw err;
  }
}

type Handler = (...args: unknown[]) => unknown;

/**
 * The handler, counting its call against the limit before it runs. The route's metadata (path,
 * method, documentation), which decorators applied before this one put on the original
 * function, moves to the new one; those applied after put theirs on it directly.
 */
export function countedFirst(limit: RateLimitName, handler: Handler): Handler {
  const counted = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
    await countRoute(limit);
    return handler.apply(this, args);
  };
  for (const key of Reflect.getOwnMetadataKeys(handler)) Reflect.defineMetadata(key, Reflect.getOwnMetadata(key, handler), counted);
  Object.defineProperty(counted, 'name', { value: handler.name });
  return counted;
}
