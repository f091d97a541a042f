import type { OperationObject, ResponseObject } from './openapi-types';
import { isRef } from './openapi-types';

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorDto' };
const RETRY_AFTER = {
  description: 'Seconds until the limit lets the request through again',
  schema: { type: 'integer', minimum: 1 },
} as const;
/** RFC 6750's challenge (common/filters/all-exceptions.filter.ts sets it). */
const CHALLENGE_401 = {
  description: 'The RFC 6750 challenge: `Bearer realm="Pen"`, with `error="invalid_token"` when a credential was sent and refused.',
  schema: { type: 'string' },
} as const;
const CHALLENGE_403 = {
  description: 'Only when an API key or OAuth app lacks the scope: `Bearer realm="Pen", error="insufficient_scope", scope="<the scope>"` (RFC 6750).',
  schema: { type: 'string' },
} as const;

/** How an operation may be called, as finish-document.ts worked it out. */
export interface CallerKind {
  /** Needs a credential: an access token, API key or OAuth token, or (`cookie`) the refresh cookie. */
  secured: boolean;
  cookie: boolean;
  /** API keys and OAuth apps may call it (subject to scopes). */
  appCallable: boolean;
  accountOnly: boolean;
}

const TEXT = {
  400: 'Invalid input: a field or parameter is missing, has the wrong type or breaks its rule, or an unknown field was sent; `message` says which.',
  401: 'No valid credential: the access token is missing, expired or its session ended, or the API key or OAuth token is unknown, revoked or belongs to a suspended or deleted member.',
  403: 'Not allowed: the member\'s e-mail is not verified yet (or their registration awaits review), or the API key or OAuth app lacks the scope this call needs.',
  '403-account': 'Not allowed: API keys and OAuth apps cannot manage the account (`API keys and apps cannot manage the account: sign in to Pen to do this`), or the member\'s e-mail is not verified yet.',
  404: 'Not found, or not visible to the caller (hidden, removed, blocked or of a suspended or deleted member).',
  429: 'Too many requests made with this API key or OAuth app: the per-key or per-app limit (settings API_KEY_RATE_LIMIT, OAUTH_APP_RATE_LIMIT) is spent; retry after `Retry-After` seconds.',
} as const;

function errorResponse(description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
}

/**
 * Adds the errors an operation can answer and does not document yet, derived from what the
 * document already says about it:
 * - 400 when it takes a body or parameters (the validation pipe rejects bad or unknown fields);
 * - 401 and 403 when it needs a credential (the global guard; 403 also for scopes and unverified members);
 * - 404 when its path names something by id;
 * - 429 with `Retry-After` when apps may call it (per-key and per-app limits).
 * Documented answers are kept; every error's body is `ErrorDto` as JSON (never the success's media type).
 */
export function addDocumentedErrors(op: OperationObject, caller: CallerKind): void {
  const responses = op.responses;
  const add = (status: string, description: string): void => {
    if (!responses[status]) responses[status] = errorResponse(description);
  };
  const params = (op.parameters ?? []).filter((p) => !isRef(p));
  if (op.requestBody || params.length > 0) add('400', TEXT[400]);
  if (caller.secured) add('401', TEXT[401]);
  if (caller.secured && !caller.cookie) add('403', caller.accountOnly ? TEXT['403-account'] : TEXT[403]);
  if (params.some((p) => 'in' in p && p.in === 'path')) add('404', TEXT[404]);
  if (caller.appCallable) add('429', TEXT[429]);

  for (const [status, response] of Object.entries(responses)) {
    if (!response || !/^[45]\d\d$/.test(status) || isRef(response)) continue;
    const content = response.content ?? {};
    const media = Object.keys(content);
    if (media.length === 0 || !content['application/json']) {
      response.content = { 'application/json': { schema: content[media[0]]?.schema ?? ERROR_SCHEMA } };
    }
    if (status === '429') response.headers = { 'Retry-After': RETRY_AFTER, ...response.headers };
    if (status === '401') response.headers = { 'WWW-Authenticate': CHALLENGE_401, ...response.headers };
    if (status === '403' && caller.appCallable) response.headers = { 'WWW-Authenticate': CHALLENGE_403, ...response.headers };
  }
}
