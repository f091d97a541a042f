import { applyDecorators, CallHandler, ExecutionContext, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/** OpenAPI extension read by openapi/finish-document.ts (then removed): the operation's deprecation. */
export const DEPRECATION_EXTENSION = 'x-deprecation';

export interface Deprecation {
  /** The day the operation was deprecated (YYYY-MM-DD, UTC): sent as `Deprecation`. */
  since: string;
  /**
   * The day after which it may stop answering (YYYY-MM-DD, UTC): sent as `Sunset`. At least six
   * months after `since` (docs/api-document.md); omitted while no date is decided.
   */
  sunset?: string;
  /** What to use instead, for the document (Markdown). */
  use: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a Date, refusing anything that is not a real YYYY-MM-DD day. */
function day(value: string, what: string): Date {
  const at = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) throw new Error(`@Deprecated: ${what} must be a YYYY-MM-DD day, not "${value}"`);
  return at;
}

/**
 * The headers a deprecated operation answers with: `Deprecation` (RFC 9745: a structured-field
 * date, `@` and Unix seconds) and, when decided, `Sunset` (RFC 8594: an HTTP date).
 */
export function deprecationHeaders(d: Pick<Deprecation, 'since' | 'sunset'>): Record<string, string> {
  const since = day(d.since, 'since');
  const headers: Record<string, string> = { Deprecation: `@${since.getTime() / 1000}` };
  if (d.sunset !== undefined) {
    const sunset = day(d.sunset, 'sunset');
    if (sunset <= since) throw new Error('@Deprecated: sunset must come after since');
    headers.Sunset = sunset.toUTCString();
  }
  return headers;
}

/** Sets the headers before the handler runs, so its answers carry them, errors from pipes and the handler included. */
class DeprecationHeaders implements NestInterceptor {
  constructor(private readonly headers: Record<string, string>) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<FastifyReply>().headers(this.headers);
    return next.handle();
  }
}

/**
 * Marks an operation deprecated: `deprecated: true` and the dates in the API document, and the
 * `Deprecation` (and `Sunset`) headers on its answers. The policy is in docs/api-document.md.
 * Dates are checked when the decorator runs, so a bad one stops the server from starting.
 */
export function Deprecated(d: Deprecation): MethodDecorator {
  const headers = deprecationHeaders(d);
  return applyDecorators(ApiExtension(DEPRECATION_EXTENSION, { ...d }), UseInterceptors(new DeprecationHeaders(headers)));
}
