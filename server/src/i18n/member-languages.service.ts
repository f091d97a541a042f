import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../common/auth-user';
import { DEFAULT_LANGUAGE, isLanguage, Language, languageFromAcceptLanguage } from './language';

/** Reads the language a member chose (the users module registers it at start; i18n imports no feature). */
export type MemberLanguageReader = (userId: number) => Promise<Language | undefined>;

const RESOLVED = Symbol('pen.language');
type LanguageRequest = FastifyRequest & { user?: AuthUser; [RESOLVED]?: Promise<Language> };

/**
 * Which language an answer is written in:
 * - a request of Pen's own client with a session: the member's setting (`PUT /api/auth/update-language`);
 * - a request with an API key or OAuth token: the integrator's `Accept-Language`, else English,
 *   whatever the member chose (integrators keep English unless they ask, issue 41);
 * - a request without a session: `Accept-Language`, else English.
 */
@Injectable()
export class MemberLanguagesService {
  private reader: MemberLanguageReader | undefined;

  register(reader: MemberLanguageReader): void {
    this.reader = reader;
  }

  /** The member's chosen language (English when none could be read). */
  async of(userId: number): Promise<Language> {
    const language = await this.reader?.(userId);
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  }

  /** The request's language, read once per request. */
  forRequest(request: FastifyRequest): Promise<Language> {
    const req = request as LanguageRequest;
    req[RESOLVED] ??= this.resolve(req);
    return req[RESOLVED];
  }

  private async resolve(req: LanguageRequest): Promise<Language> {
    const asked = languageFromAcceptLanguage(req.headers['accept-language']);
    const user = req.user;
    if (!user || user.app) return asked ?? DEFAULT_LANGUAGE;
    try {
      return await this.of(user.userId);
    } catch {
      // An error answer must not fail for want of the member's setting (the database may be the error).
      return asked ?? DEFAULT_LANGUAGE;
    }
  }
}
