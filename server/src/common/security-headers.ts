import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { HelmetOptions } from 'helmet';

/** Helmet's policy for the app: the client is served from the same origin and loads nothing from elsewhere. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * The headers helmet sets, computed once: what a page (the client, Swagger UI, an HTML answer)
 * needs. They do not depend on the request (no CSP nonces), and @fastify/helmet rebuilt every
 * helmet middleware, CSP parsing included, on each request.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** The headers of a page: helmet's set. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/**
 * The headers of an API answer (JSON, media): the set OWASP's REST Security Cheat Sheet names, as
 * GitHub's API sends it. Nothing in an answer may run, load anything but itself, or be framed; the page-only
 * headers (a page's CSP, COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control…) mean nothing to a
 * JSON reader. Half the bytes of helmet's set: on a cheap read such as the unread count, about
 * 4-8 % less API CPU per request (bench/HISTORY.md, round 20).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  // A picture, video or recording opened in a tab of its own is shown by the browser in a page it
  // makes, under this policy: it may load the file itself and style its viewer, nothing else.
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cross-origin-resource-policy': DOCUMENT_HEADERS['cross-origin-resource-policy'],
  'referrer-policy': DOCUMENT_HEADERS['referrer-policy'],
  'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Paths under /api/ answered with the API set; Swagger UI under /api/docs is a page. */
export function answersWithApiHeaders(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
