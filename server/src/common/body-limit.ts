import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { ErrorDto } from './error.dto';

/**
 * Body limit of the routes anyone may call without signing in (issue #27): their largest
 * valid body (a registration: name, address, password, 700-character testimony) is a few
 * kilobytes, so a bigger one is refused with 413 before it is read, parsed or validated.
 */
export const SMALL_BODY_LIMIT = 16 * 1024;

/** Refuses bodies over SMALL_BODY_LIMIT with 413 `Request body is too large` (see `applyRouteBodyLimits`). */
export const SmallBody = (): MethodDecorator =>
  applyDecorators(
    RouteConfig({ bodyLimit: SMALL_BODY_LIMIT }),
    ApiPayloadTooLargeResponse({ type: ErrorDto, description: `\`Request body is too large\` (over ${SMALL_BODY_LIMIT / 1024} KB)` }),
  );

/**
 * Nest passes a route's `RouteConfig` to Fastify as `config`; Fastify's own per-route limit is
 * `bodyLimit`, which this onRoute hook sets from it. Register before the routes are (before init).
 */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
