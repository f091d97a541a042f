import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * The profile save reports its validation failures as `Validation failed: {messages}` (spec 000
 * §5). Only failures of the validation pipe (which carry `errors`) are reworded.
 */
@Catch(BadRequestException)
export class ValidationFailedFilter implements ExceptionFilter {
  catch(exception: BadRequestException, host: ArgumentsHost): void {
    const response = exception.getResponse() as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(response.errors) ? (response.errors as string[]) : undefined;
    const message = errors ? `Validation failed: ${errors.join(', ')}` : typeof response.message === 'string' ? response.message : exception.message;
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(400)
      .send({ statusCode: 400, message, error: 'Bad Request', ...(errors ? { errors } : {}) });
  }
}
