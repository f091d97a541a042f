import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Settings } from '../config/settings';
import { SETTINGS } from '../config/settings.module';
import { msg } from '../i18n';

export const CROSS_SITE_REFUSED = msg('This request came from another site and was refused. Open Pen at its own address and try again.').message;

/**
 * For the routes the refresh cookie authenticates: a second defence beside SameSite=Strict, for
 * browsers or embeddings that do not apply it. A browser names the page's origin in `Origin`
 * (and the relation in `Sec-Fetch-Site`); when it is another site's, the request is refused.
 * Clients that send neither (apps, curl) are not browsers and carry no ambient cookie, so they pass.
 * The app's own origins: PUBLIC_URL's, and the one the request was addressed to (Host, which a
 * page cannot choose; the development server's proxy keeps it).
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(@Inject(SETTINGS) settings: Settings) {
    this.publicOrigin = new URL(settings.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenException(CROSS_SITE_REFUSED);
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (origin === this.publicOrigin || origin === this.addressedOrigin(request)) return true;
    throw new ForbiddenException(CROSS_SITE_REFUSED);
  }

  private addressedOrigin(request: FastifyRequest): string | undefined {
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return undefined;
    }
  }
}
