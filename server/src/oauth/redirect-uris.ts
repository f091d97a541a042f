import { BadRequestException } from '@nestjs/common';
import { msg } from '../i18n';

export const MAX_REDIRECT_URIS = 10;
export const MAX_URL_LENGTH = 500;

/** Hosts where a plain-http redirect URI is allowed: the developer's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect URI Pen accepts: https, or http on the developer's own machine (a code sent over
 * plain http elsewhere could be read on the way); exact URLs without a fragment (RFC 6749 3.1.2)
 * or credentials. Returns the URI as given (the authorization request must repeat it exactly).
 */
export function checkRedirectUri(uri: string): string {
  const parsed = URL.parse(uri);
  if (!parsed) throw new BadRequestException(msg('{uri} is not a URL', { uri }));
  if (parsed.hash || uri.includes('#')) throw new BadRequestException(msg('{uri}: a redirect URI must not have a fragment', { uri }));
  if (parsed.username || parsed.password) throw new BadRequestException(msg('{uri}: a redirect URI must not hold credentials', { uri }));
  if (parsed.protocol === 'https:') return uri;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return uri;
  throw new BadRequestException(msg('{uri}: a redirect URI must use https (http only on localhost or 127.0.0.1)', { uri }));
}

/** The app's website: an http(s) URL. */
export function checkWebsite(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password) {
    throw new BadRequestException(msg('website must be an http or https URL'));
  }
  return url;
}

/** The browser origins of the redirect URIs: the app's pages there may call the API (CORS). */
export function originsOf(uris: readonly string[]): string[] {
  return [...new Set(uris.map((u) => new URL(u).origin))];
}
