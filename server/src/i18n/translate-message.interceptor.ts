import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, mergeMap, Observable, of } from 'rxjs';
import { translateText } from './catalogs';
import { DEFAULT_LANGUAGE } from './language';
import { Message } from './message';
import { MemberLanguagesService } from './member-languages.service';

/**
 * Success answers' `message` (`{message: 'Post deleted'}`) in the request's language. Only that
 * field of a JSON object answer is a sentence for a person; every other field is data and stays
 * as it is. Answers without a `message` cost nothing (no language is read).
 */
@Injectable()
export class TranslateMessageInterceptor implements NestInterceptor {
  constructor(private readonly languages: MemberLanguagesService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(
      mergeMap((body: unknown) => {
        if (!hasMessage(body)) return of(body);
        return from(
          this.languages.forRequest(request).then((language) =>
            language === DEFAULT_LANGUAGE && typeof body.message === 'string' ? body : { ...body, message: translateText(body.message, language) },
          ),
        );
      }),
    );
  }
}

function hasMessage(body: unknown): body is Record<string, unknown> & { message: string | Message } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const m = (body as { message?: unknown }).message;
  return typeof m === 'string' || m instanceof Message;
}
