import type { FastifyInstance } from 'fastify';
import { translateText } from './catalogs';
import { DEFAULT_LANGUAGE } from './language';
import { Message } from './message';
import { MemberLanguagesService } from './member-languages.service';

/**
 * Success answers' `message` (`{message: 'Post deleted'}`) in the request's language. Only that
 * field of a JSON object answer is a sentence for a person; every other field is data and stays
 * as it is. Answers without a `message` cost nothing (no language is read).
 *
 * A Fastify preSerialization hook, not a Nest interceptor: a global interceptor put Nest's rxjs
 * pipeline on every request (round 19 of bench/HISTORY.md: 50-100 µs of CPU per request on every
 * read). Fastify calls the hook for object answers only; the feed's pre-serialized pages skip it.
 */
export function translateSuccessMessages(fastify: FastifyInstance, languages: MemberLanguagesService): void {
  fastify.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (!hasMessage(payload)) {
      done(null, payload);
      return;
    }
    languages.forRequest(request).then(
      (language) => done(null, language === DEFAULT_LANGUAGE && typeof payload.message === 'string' ? payload : { ...payload, message: translateText(payload.message, language) }),
      (err: Error) => done(err),
    );
  });
}

function hasMessage(body: unknown): body is Record<string, unknown> & { message: string | Message } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const m = (body as { message?: unknown }).message;
  return typeof m === 'string' || m instanceof Message;
}
