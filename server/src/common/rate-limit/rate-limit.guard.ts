import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth-user';
import { clientNetwork } from './client-network';
import { rateLimitDefinition, RateLimitName } from './rate-limit-table';
import { RateLimitHit, RateLimitService } from './rate-limit.service';

export const RATE_LIMIT_METADATA = 'rateLimit';

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

/** Runs after the global JWT guard (route guards follow global ones), so the member is known. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_METADATA, context.getHandler());
    if (!limit) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    await this.limits.consume(routeHits(limit, request.user?.userId, request.ip));
    return true;
  }
}
