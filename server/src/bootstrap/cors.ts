import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppCredentials } from '../common/app-access';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, X-Api-Key, Content-Type';
/** What a foreign page's script may read of an answer besides the basic headers: where it stands in its budget, and whether the call is deprecated. */
const EXPOSED_HEADERS = 'RateLimit-Policy, RateLimit, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, Deprecation, Sunset';
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls (issue #30) for the origins of CORS_ORIGINS and of registered OAuth apps
 * (AppCredentials.originAllowed); @fastify/cors is not installed, and this is all Pen needs.
 * Never `Access-Control-Allow-Credentials`: a foreign page calls with an API key or an app's
 * token, never with the member's cookies, so the refresh cookie stays first-party. An origin not
 * allowed gets no CORS headers and the browser withholds the answer; Pen's own origin needs none.
 */
export function registerCors(fastify: FastifyInstance, options: { ownOrigin: string; origins: readonly string[]; credentials: AppCredentials }): void {
  const fixed = new Set(options.origins);
  async function answer(request: FastifyRequest, reply: FastifyReply, origin: string): Promise<boolean> {
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    // The answer differs by Origin, so shared caches must key on it, whether allowed or not.
    void reply.header('vary', 'Origin');
    const allowed = fixed.has(origin) || (await options.credentials.originAllowed(origin));
    if (allowed) void reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', EXPOSED_HEADERS);
    if (!preflight) return false;
    if (allowed) {
      void reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    await reply.code(204).send();
    return true;
  }
  // A callback hook: requests without a foreign Origin (Pen's own client, scripts) pass with no promise made.
  fastify.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === options.ownOrigin) return done();
    answer(request, reply, origin).then(
      (answered) => {
        if (!answered) done();
      },
      (err: Error) => done(err),
    );
  });
}
