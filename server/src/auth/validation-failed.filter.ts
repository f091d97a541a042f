import { ArgumentsHost, BadRequestException, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemberLanguagesService, msg, translate, translateText } from '../i18n';

/**
 * The profile save reports its validation failures as `Validation failed: {messages}` (spec 000
 * §5). Only failures of the validation pipe (which carry `errors`) are reworded.
 */
@Catch(BadRequestException)
export class ValidationFailedFilter implements ExceptionFilter {
  constructor(private readonly languages: MemberLanguagesService) {}

  catch(exception: BadRequestException, host: ArgumentsHost): void {
    void this.send(exception, host);
  }

  /** In the request's language, as the global filter answers; `errors` stays the spec's English list. */
  private async send(exception: BadRequestException, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const language = await this.languages.forRequest(http.getRequest<FastifyRequest>());
    const response = exception.getResponse() as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(response.errors) ? (response.errors as string[]) : undefined;
    const message = errors
      ? translate(msg('Validation failed: {messages}', { messages: errors.map((e) => String(translateText(e, language))).join(', ') }), language)
      : String(translateText(response.message ?? exception.message, language));
    void http
      .getResponse<FastifyReply>()
      .status(400)
      .send({ statusCode: 400, message, error: 'Bad Request', ...(errors ? { errors } : {}) });
  }
}
