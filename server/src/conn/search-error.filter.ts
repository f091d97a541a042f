import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AllExceptionsFilter, errorHeaders, toErrorBody } from '../common/filters/all-exceptions.filter';

/**
 * The spec's user search client shows the answer's `error` field, so for this route `error`
 * repeats the human message (`Search term is required`, `Too many requests. …`) instead of the
 * HTTP reason phrase. Server faults keep the global handling (logged, generic text).
 */
@Catch()
export class SearchErrorFilter implements ExceptionFilter {
  private readonly fallback = new AllExceptionsFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body } = toErrorBody(exception);
    if (status >= 500) return this.fallback.catch(exception, host);
    const http = host.switchToHttp();
    void http.getResponse<FastifyReply>().headers(errorHeaders(exception, status, http.getRequest<FastifyRequest>().headers)).status(status).send({ ...body, error: body.message });
  }
}
