import type { FastifyReply, FastifyRequest } from 'fastify';

/** Pen's userinfo endpoint (OIDC Core 5.3), advertised in the discovery document. */
export const USERINFO_PATH = '/oauth/userinfo';

/** What userinfo learns from an access token: the claims, or why there are none (RFC 6750 3.1). */
export type UserinfoResult = { claims: Record<string, string | boolean> } | { error: 'invalid_token' | 'insufficient_scope'; description: string };

export interface UserinfoSource {
  userinfo(accessToken: string): Promise<UserinfoResult>;
}

/** RFC 6750 2.1: the token in the Authorization header (the form-body and query variants are not offered). */
const BEARER = /^Bearer ([\w.~+/-]+=*)$/i;

/**
 * GET or POST /oauth/userinfo with `Authorization: Bearer <access token>`: the member's claims for
 * the token's scopes as JSON. An app's one access token serves both the API and userinfo, so a
 * sign-in app that also asked for `read` needs no second token. Errors follow RFC 6750: 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`, 403 with `error="insufficient_scope"`.
 */
export function userinfoHandler(source: UserinfoSource) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="Pen"').send({ error: 'invalid_request', error_description: 'no access token in the Authorization header' });
    }
    const result = await source.userinfo(token);
    if ('claims' in result) return reply.status(200).send(result.claims);
    const status = result.error === 'invalid_token' ? 401 : 403;
    const scope = result.error === 'insufficient_scope' ? ', scope="openid"' : '';
    return reply
      .status(status)
      .header('www-authenticate', `Bearer realm="Pen", error="${result.error}", error_description="${result.description}"${scope}`)
      .send({ error: result.error, error_description: result.description });
  };
}
