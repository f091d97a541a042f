import type { AppScope } from '../common/app-access';
import { isFineAppScope, neededScope, scopesCovering } from '../common/app-scope-check';
import { DEPRECATION_EXTENSION, type Deprecation } from '../common/decorators/deprecated.decorator';
import { PUBLIC_EXTENSION } from '../common/decorators/public.decorator';
import { API_DESCRIPTION, API_SERVERS, API_TAGS, SECURITY_SCHEMES } from './api-description';
import { addDocumentedErrors, type CallerKind } from './documented-errors';
import { documentEventStream } from './event-stream';
import { OPERATION_DESCRIPTIONS, PUBLIC_CREDENTIALS, REFRESH_COOKIE_OPERATIONS } from './operation-docs';
import { isRef, operationsOf, type OpenAPIObject, type OperationEntry } from './openapi-types';
import { addSchemaExamples } from './schema-examples';
import { deprecateCompatibilityFields, simplifyEnumReferences, typeIntegerFields } from './schema-fixes';

/** Left by `@AccountOnly()` (common/decorators/app-access.decorator.ts), like `@Public()`'s; removed from the output. */
const ACCOUNT_ONLY_EXTENSION = 'x-account-only';

/** What the routes' decorators say that the document does not: `@AppScopes()` by operation id. */
export interface RouteFacts {
  appScopes: ReadonlyMap<string, readonly string[]>;
}

// Sent when the request counted against a limit (an API key's or OAuth app's budget, a route's
// limit), about the tightest of them; see common/rate-limit/rate-limit-headers.ts.
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'The tightest limit this request counted against (IETF httpapi RateLimit draft): its name, quota `q` and window `w` in seconds, e.g. `"posts";q=30;w=3600`.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'Where the caller stands against that limit: requests left `r` and seconds `t` until the window starts afresh, e.g. `"posts";r=29;t=3600`. A 429 says `r=0`, with `t` equal to `Retry-After`.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'The same limit\'s quota (the older header, kept for the clients that read it).', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in its window (older header).', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until its window starts afresh (older header).', schema: { type: 'integer' } },
} as const;

/**
 * Turns the document Nest writes into the published one, for every operation alike (so routes
 * added later get the same treatment): document texts, servers and security schemes; each
 * operation's security, description, errors and deprecation; integer ids, enum references and
 * examples in the schemas; the event stream's media type. See docs/api-document.md.
 */
export function finishDocument(doc: OpenAPIObject, facts: RouteFacts = { appScopes: new Map() }): OpenAPIObject {
  doc.info.description = API_DESCRIPTION;
  doc.info.license = { name: 'MIT', url: 'https://opensource.org/license/mit' };
  doc.servers = API_SERVERS;
  doc.tags = API_TAGS;
  doc.components = { ...doc.components, securitySchemes: SECURITY_SCHEMES };
  doc.security = [{ bearer: [] }];

  for (const entry of operationsOf(doc)) finishOperation(entry, facts);
  documentEventStream(doc);

  simplifyEnumReferences(doc);
  typeIntegerFields(doc);
  deprecateCompatibilityFields(doc);
  addSchemaExamples(doc);
  return doc;
}

function finishOperation({ method, op }: OperationEntry, facts: RouteFacts): void {
  const ext = op as unknown as Record<string, unknown>;
  const id = op.operationId ?? '';
  const isPublic = ext[PUBLIC_EXTENSION] === true;
  const cookie = REFRESH_COOKIE_OPERATIONS.has(id);
  const accountOnly = ext[ACCOUNT_ONLY_EXTENSION] === true;
  const deprecation = ext[DEPRECATION_EXTENSION] as Deprecation | undefined;
  delete ext[PUBLIC_EXTENSION];
  delete ext[ACCOUNT_ONLY_EXTENSION];
  delete ext[DEPRECATION_EXTENSION];

  const scopes = oauthScopes(method, facts.appScopes.get(id) ?? []);
  const caller: CallerKind = { secured: !isPublic || cookie, cookie, accountOnly, appCallable: !isPublic && !accountOnly };
  if (cookie) op.security = [{ refreshCookie: [] }];
  else if (isPublic) op.security = [];
  else if (accountOnly) op.security = [{ bearer: [] }];
  else op.security = [{ bearer: [] }, { apiKey: [] }, { oauth2: scopes }];

  const what = OPERATION_DESCRIPTIONS[id] ?? op.description ?? op.summary;
  if (what) {
    const text = what.split('\n').map((line) => line.trim()).filter(Boolean).join(' ');
    op.summary = firstSentence(text);
    op.description = [text, whoMayCall(op, caller, scopes, method.toUpperCase()), paging(op), deprecation ? deprecationText(deprecation) : '']
      .filter(Boolean)
      .join('\n\n');
  }
  if (deprecation) op.deprecated = true;

  addDocumentedErrors(op, caller);
  // An app's budget counts every call it may make; a route's limit every call of the route.
  if (caller.appCallable || op.responses['429']) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (response && /^(?:2\d\d|429)$/.test(status) && !isRef(response)) response.headers = { ...RATE_LIMIT_HEADERS, ...response.headers };
    }
  }
  if (deprecation) {
    const headers = deprecation.sunset ? { ...DEPRECATION_HEADERS } : { Deprecation: DEPRECATION_HEADERS.Deprecation };
    for (const [status, response] of Object.entries(op.responses)) {
      if (response && /^2\d\d$/.test(status) && !isRef(response)) response.headers = { ...response.headers, ...headers };
    }
  }
}

// Sent by operations marked @Deprecated (common/decorators/deprecated.decorator.ts).
const DEPRECATION_HEADERS = {
  Deprecation: { description: 'The operation is deprecated (RFC 9745): `@` and the Unix time it was deprecated at, e.g. `@1795651200`.', schema: { type: 'string' } },
  Sunset: { description: 'The time after which the operation may stop answering (RFC 8594), an HTTP date.', schema: { type: 'string' } },
} as const;

function deprecationText(d: Deprecation): string {
  const until = d.sunset ? ` It may stop answering after ${d.sunset} (the \`Sunset\` header says when).` : ' No date is set for its removal; it keeps working at least six months after one is announced.';
  return `**Deprecated** since ${d.since} (answers carry a \`Deprecation\` header).${until} ${d.use}`;
}

/**
 * The scope an API key or OAuth app needs for the operation, as the guard decides it
 * (common/app-scope-check.ts reads the same `@AppScopes` and the same table).
 */
function oauthScopes(method: string, declared: readonly string[]): string[] {
  return [neededScope(method, declared.filter(isFineAppScope))];
}

/** The summary Swagger UI and Redoc list: the description's first sentence. */
function firstSentence(text: string): string {
  const end = text.search(/[.:;](?:\s|$)/);
  return end > 0 ? text.slice(0, end) : text;
}

function whoMayCall(op: OperationEntry['op'], caller: CallerKind, scopes: string[], method: string): string {
  if (caller.cookie) return 'Called by Pen\'s web client with the refresh cookie (no access token); not for API keys or apps.';
  if (!caller.secured) return PUBLIC_CREDENTIALS[op.operationId ?? ''] ?? 'Public: no credential needed.';
  const operators = op.tags?.includes('moderation') ? ' Operators only (moderators, and paka where said); members get 403.' : '';
  if (caller.accountOnly) return `Only the member signed in to Pen (an access token from sign-in): API keys and OAuth apps get 403.${operators}`;
  const need = scopes[0] as AppScope;
  // The scope itself first, then the aliases that include it.
  const list = (kind: 'api_key' | 'oauth'): string => {
    const others = scopesCovering(need, method, kind).filter((s) => s !== need);
    return `\`${need}\`${others.length ? ` (or ${others.map((s) => `\`${s}\``).join(', ')})` : ''}`;
  };
  const forKeys = list('api_key');
  const forApps = list('oauth');
  const who = forKeys === forApps ? `keys and apps need ${forKeys}` : `keys need ${forKeys}, apps ${forApps}`;
  return `Any signed-in member: an access token, an API key, or an OAuth app token; ${who}.${operators}`;
}

function paging(op: OperationEntry['op']): string {
  const names = new Set((op.parameters ?? []).map((p) => ('name' in p ? p.name : '')));
  if (!names.has('cursor')) return '';
  return `Paged: pass the previous answer's next cursor as \`cursor\`${names.has('limit') ? ', and `limit` for the page size' : ''}; the last page has none.`;
}
