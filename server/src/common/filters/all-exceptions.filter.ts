import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutage, isDatabaseUnavailable } from '../../database/database-outage';
import { isTransientConflict } from '../../database/prepared';
import { isRedisUnavailable } from '../../redis/redis-unavailable';
import { isDiskRefusal } from '../../storage/disk-refusal';
import { urlForLog } from '../logging/log-url';
import { InsufficientScopeException } from '../app-scope-check';
import { TooManyRequestsException } from '../too-many-requests.exception';
import { type Language, MemberLanguagesService, Message, msg, translateText } from '../../i18n';
import { translateLibraryText } from './library-messages';

export const CONFLICT_RETRY_MESSAGE = msg('Another change to the same data was being made at the same moment. Please try again.').message;
export const UNAVAILABLE_MESSAGE = msg('The service is briefly unavailable. Please try again in a moment.').message;
export const DISK_FULL_MESSAGE = msg('There is no room to store this right now. Please try again later.').message;
const INTERNAL_ERROR_MESSAGE = msg('Something went wrong on our side. Please try again.').message;
const BODY_TOO_LARGE_MESSAGE = msg('Request body is too large').message;
const INVALID_JSON_MESSAGE = msg('Request body is not valid JSON').message;

/** The RFC 6750 challenge of every 401 (and of a 403 for a missing scope): the API takes bearer tokens. */
const BEARER_CHALLENGE = 'Bearer realm="Pen"';

/** Seconds a client waits before trying again after a 503 of an unavailable database or Redis (both restart within seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;


/** PostgreSQL or Redis is away for now: 503 with Retry-After, said once in the log (see database-outage.ts, redis.module.ts). */
const isUnavailable = (err: unknown): boolean => isDatabaseUnavailable(err) || isRedisUnavailable(err);

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

function messageOf(response: unknown, fallback: string): string | Message {
  if (typeof response === 'string' || response instanceof Message) return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const m = (response as { message: unknown }).message;
    if (Array.isArray(m)) return m.join(', ');
    if (typeof m === 'string' || m instanceof Message) return m;
  }
  return fallback;
}

/** Turns any error into `{statusCode, message, error}`; never leaks stack traces or SQL. */
export function toErrorBody(exception: unknown): { status: number; body: Omit<ErrorBody, 'message'> & { message: string | Message } & Record<string, unknown> } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const extra = response && typeof response === 'object' ? (response as Record<string, unknown>) : {};
    const message = messageOf(response, exception.message);
    return {
      status,
      body: { ...extra, statusCode: status, message, error: (typeof extra.error === 'string' ? extra.error : STATUS_CODES[status]) ?? 'Error' },
    };
  }
  // Errors raised by Fastify itself (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const raw = (exception as Error).message ?? '';
    const message =
      fastifyStatus === 413 ? BODY_TOO_LARGE_MESSAGE : /JSON/i.test(raw) ? INVALID_JSON_MESSAGE : raw.replace(/^FST_\w+:?\s*/, '');
    return { status: fastifyStatus, body: { statusCode: fastifyStatus, message, error: STATUS_CODES[fastifyStatus] ?? 'Error' } };
  }
  // A transaction PostgreSQL undid to break a deadlock changed nothing; the same call can succeed.
  if (isTransientConflict(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { statusCode: 503, message: CONFLICT_RETRY_MESSAGE, error: 'Service Unavailable' } };
  }
  if (isUnavailable(exception)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { statusCode: 503, message: UNAVAILABLE_MESSAGE, error: 'Service Unavailable' } };
  }
  if (isDiskRefusal(exception)) {
    return { status: HttpStatus.INSUFFICIENT_STORAGE, body: { statusCode: 507, message: DISK_FULL_MESSAGE, error: 'Insufficient Storage' } };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { statusCode: 500, message: INTERNAL_ERROR_MESSAGE, error: 'Internal Server Error' },
  };
}

/**
 * The answer's message in a language. The validation pipe's message joins its `errors` (each a
 * catalog id): those are translated one by one. `errors` itself stays the spec's English list.
 */
export function translatedMessage(body: { message: unknown; errors?: unknown }, language: Language): unknown {
  const errors = body.errors;
  if (Array.isArray(errors) && errors.every((e) => typeof e === 'string') && body.message === errors.join(', ')) {
    return errors.map((e) => textIn(e, language)).join(', ');
  }
  return textIn(body.message, language);
}

/** A text of the answer in the language: a marked message or catalog id, else a library's known English text. */
function textIn(text: unknown, language: Language): unknown {
  const translated = translateText(text, language);
  return typeof text === 'string' && translated === text ? (translateLibraryText(text, language) ?? text) : translated;
}

/** Whether the request presented a credential of the API (a bearer token or an API key), to say it was refused as invalid. */
function presentedCredential(headers: Record<string, string | string[] | undefined> | undefined): boolean {
  const authorization = headers?.authorization;
  return headers?.['x-api-key'] !== undefined || (typeof authorization === 'string' && /^bearer \S/i.test(authorization));
}

/**
 * Headers an error answer carries besides its body: `Retry-After` for a limit, and after a
 * conflict; the RFC 6750 challenge on a 401 (`error="invalid_token"` when a credential was sent
 * and refused) and on a 403 for a scope the key or app lacks (`insufficient_scope`, with the scope).
 */
export function errorHeaders(exception: unknown, status = 0, requestHeaders?: Record<string, string | string[] | undefined>): Record<string, string> {
  if (status === 401) return { 'www-authenticate': presentedCredential(requestHeaders) ? `${BEARER_CHALLENGE}, error="invalid_token"` : BEARER_CHALLENGE };
  if (exception instanceof InsufficientScopeException) return { 'www-authenticate': `${BEARER_CHALLENGE}, error="insufficient_scope", scope="${exception.scope}"` };
  if (exception instanceof TooManyRequestsException) return { 'retry-after': String(exception.retryAfterSeconds) };
  if (isUnavailable(exception) || isDiskRefusal(exception)) return { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return isTransientConflict(exception) ? { 'retry-after': '1' } : {};
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly log = new Logger('HTTP');

  /** Without the languages (a bare test app) every answer is English. */
  constructor(private readonly languages?: MemberLanguagesService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const { status, body } = toErrorBody(exception);
    if (isDatabaseUnavailable(exception)) databaseOutage.noteFailure(exception);
    else if (isDiskRefusal(exception)) {
      // The operator's problem, not the code's: one line saying which disk refused what, no stack trace.
      const err = exception as NodeJS.ErrnoException;
      this.log.warn({ msg: `disk refused a write, answered 507: ${err.message}`, code: err.code, reqId: request.id, method: request.method, url: urlForLog(request.url) });
    } else if (status >= 500 && !isRedisUnavailable(exception)) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.log.error({ msg: err.message, reqId: request.id, method: request.method, url: urlForLog(request.url), stack: err.stack });
    }
    void this.send(reply, request, status, errorHeaders(exception, status, request.headers), body);
  }

  /** The message in the request's language (MemberLanguagesService); machine-readable fields as they are. */
  private async send(reply: FastifyReply, request: FastifyRequest, status: number, headers: Record<string, string>, body: { message: unknown } & Record<string, unknown>): Promise<void> {
    const language = this.languages ? await this.languages.forRequest(request) : 'en';
    void reply.headers(headers).status(status).send({ ...body, message: translatedMessage(body, language) });
  }
}
