import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_TAGS } from '../../src/openapi/api-description';
import { isIntegerField } from '../../src/openapi/schema-fixes';

/**
 * The published API document (openapi.json, kept current by `npm run gen` and the freshness check
 * in `npm test`) as integrators' tools read it: every operation described, tagged and with its
 * errors, ids as integers, examples, the stream, deprecations; and the breaking-change check.
 */
const root = join(__dirname, '..', '..', '..');
const WEBHOOK_OPERATIONS = ['createWebhook', 'listWebhooks', 'getWebhook', 'updateWebhook', 'deleteWebhook', 'listWebhookDeliveries', 'redeliverWebhookDelivery'];
/** A JSON document read for assertions. */
type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as Json;
const operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json, name: `${method.toUpperCase()} ${path} (${(op as Json).operationId})` })),
);

describe('openapi.json', () => {
  it('describes every operation in plain words, with a tag described at the document level', () => {
    const described = new Set(API_TAGS.map((t) => t.name));
    const tagless = operations.filter(({ op }) => !op.tags?.length || !op.tags.every((t: string) => described.has(t))).map((o) => o.name);
    // A new operation needs a JSDoc comment on its controller method (or a line in OPERATION_DESCRIPTIONS).
    const undescribed = operations.filter(({ op }) => !op.summary || !op.description || op.description.length < 40).map((o) => o.name);
    expect({ tagless, undescribed }).toEqual({ tagless: [], undescribed: [] });
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
    for (const tag of doc.tags as Json[]) expect(tag.description).toBeTruthy();
  });

  it('documents the errors each operation can answer, each as ErrorDto', () => {
    const missing: string[] = [];
    for (const { op, name } of operations) {
      const has = (s: string) => op.responses[s] !== undefined;
      const secured = op.security.length > 0;
      const params = (op.parameters ?? []) as Json[];
      if (secured && !has('401')) missing.push(`${name}: 401`);
      if (op.security.some((r: Json) => 'bearer' in r) && !has('403')) missing.push(`${name}: 403`);
      if ((op.requestBody || params.length) && !has('400')) missing.push(`${name}: 400`);
      if (params.some((p) => p.in === 'path') && !has('404')) missing.push(`${name}: 404`);
      if (op.security.some((r: Json) => 'apiKey' in r) && !has('429')) missing.push(`${name}: 429`);
      if (has('429') && !op.responses['429'].headers?.['Retry-After']) missing.push(`${name}: Retry-After`);
      for (const [status, res] of Object.entries(op.responses as Json)) {
        if (/^4/.test(status) && res.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorDto') missing.push(`${name}: ${status} ErrorDto`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('offers the access token, API keys, OAuth 2 with PKCE and the refresh cookie, and a server', () => {
    const schemes = doc.components.securitySchemes as Json;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(schemes.refreshCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'refreshToken' });
    expect(Object.keys(schemes.oauth2.flows.authorizationCode.scopes)).toEqual([
      'read',
      'write',
      'profile',
      'posts:read',
      'posts:write',
      'prayer:read',
      'prayer:write',
      'connections:read',
      'connections:write',
      'groups:read',
      'groups:write',
      'notifications:read',
      'notifications',
    ]);
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.info.description).toMatch(/Three ways to authenticate/);
    const byId = Object.fromEntries(operations.map(({ op }) => [op.operationId, op]));
    expect(byId.login.security).toEqual([]);
    expect(byId.refreshToken.security).toEqual([{ refreshCookie: [] }]);
    expect(byId.setNewPassword.security).toEqual([{ bearer: [] }]);
  });

  it('names the scope of every operation keys and apps may call, as the guard enforces it (issue 45)', () => {
    const byId = Object.fromEntries(operations.map(({ op }) => [op.operationId, op]));
    const scopeOf = (id: string): string[] | undefined => (byId[id].security as Json[]).find((r) => 'oauth2' in r)?.oauth2;
    expect(byId.getFeed.security).toEqual([{ bearer: [] }, { apiKey: [] }, { oauth2: ['posts:read'] }]);
    expect(scopeOf('createPost')).toEqual(['posts:write']);
    for (const id of ['pray', 'unpray', 'commitToPray', 'endPrayerCommitment', 'markAnswered', 'closeRequest', 'reopenRequest']) expect([id, scopeOf(id)]).toEqual([id, ['prayer:write']]);
    expect(scopeOf('listPrayers')).toEqual(['prayer:read']);
    expect(scopeOf('profileUserInfo')).toEqual(['profile']);
    expect(scopeOf('userNotifications')).toEqual(['notifications:read']);
    expect(scopeOf('markNotificationsRead')).toEqual(['notifications:read']);
    expect(scopeOf('sendFriendRequest')).toEqual(['connections:write']);
    expect(scopeOf('myGroups')).toEqual(['groups:read']);
    expect(scopeOf('uploadImages')).toEqual(['posts:write']);
    // Every operation an app may call names one scope; only the profile changes that no finer scope
    // covers need `write` itself, and webhooks `read`/`write`: one webhook carries events of posts,
    // prayer, connections and groups alike.
    const coarse = operations.filter(({ op }) => op.security.some((r: Json) => 'oauth2' in r)).filter(({ op }) => ['read', 'write'].includes(scopeOf(op.operationId)![0]));
    expect(coarse.map(({ op }) => op.operationId).sort()).toEqual(
      ['deleteProfilePicture', 'saveCookieConsent', 'updateLanguage', 'updateReceiveEmailNotifications', 'uploadProfilePicture', ...WEBHOOK_OPERATIONS].sort(),
    );
    expect(byId.pray.description).toContain('keys and apps need `prayer:write` (or `write`)');
    expect(byId.userNotifications.description).toContain('keys need `notifications:read` (or `read`, `notifications`), apps `notifications:read` (or `notifications`)');
    // RFC 6750: the challenge of a 401, and of a 403 for a missing scope.
    expect(byId.getFeed.responses['401'].headers['WWW-Authenticate']).toBeDefined();
    expect(byId.getFeed.responses['403'].headers['WWW-Authenticate'].description).toContain('insufficient_scope');
  });

  it('describes the validation errors list in ErrorDto', () => {
    expect(doc.components.schemas.ErrorDto.properties.errors).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('types ids, counts and paging values as integers', () => {
    const numbers: string[] = [];
    const walk = (s: Json | undefined, at: string, name?: string): void => {
      if (!s || typeof s !== 'object') return;
      if (s.type === 'number' && isIntegerField(name)) numbers.push(at);
      for (const [k, p] of Object.entries((s.properties ?? {}) as Json)) walk(p, `${at}.${k}`, k);
      if (s.items) walk(s.items, `${at}[]`, name);
    };
    for (const [n, s] of Object.entries(doc.components.schemas as Json)) walk(s, n);
    for (const { op, name } of operations) for (const p of (op.parameters ?? []) as Json[]) walk(p.schema, `${name} ${p.name}`, p.name);
    expect(numbers).toEqual([]);
    expect(doc.components.schemas.PostDto.properties.posts_id.type).toBe('integer');
  });

  it('has an example on every request and answer schema', () => {
    const used = new Set<string>();
    JSON.stringify(doc.paths, (k, v: unknown) => (k === '$ref' && typeof v === 'string' ? used.add(v.split('/').pop()!) : v));
    const without = [...used].filter((n) => {
      const s = doc.components.schemas[n] as Json;
      const binary = JSON.stringify(s).includes('"binary"'); // multipart uploads: files have no example
      return !s.enum && !binary && s.example === undefined;
    });
    expect(without).toEqual([]);
    expect(doc.components.schemas.ErrorDto.example).toEqual({ statusCode: 400, message: expect.any(String), error: expect.any(String) });
  });

  it('documents the notification stream as text/event-stream with its events, and marks the compatibility calls deprecated', () => {
    const stream = operations.find(({ op }) => op.operationId === 'notificationStream')!.op;
    const events = stream.responses['200'].content['text/event-stream'].schema.oneOf.map((s: Json) => s.$ref.split('/').pop());
    expect(events).toEqual(['NotificationStreamReadyEvent', 'NotificationStreamNotificationEvent', 'NotificationStreamUnreadEvent']);
    expect(stream.responses['401'].content['application/json']).toBeDefined();
    const deprecated = operations.filter(({ op }) => op.deprecated).map(({ op }) => op.operationId);
    const compat = ['newCommentNotification', 'newPostLikeNotification', 'newCommentLikeNotification', 'newCommentLikeNotificationInGroup'];
    expect(deprecated.sort()).toEqual(compat.sort());
    // @Deprecated's dates and headers (common/decorators/deprecated.decorator.ts); no removal date is set for these.
    for (const { op } of operations.filter((o) => o.op.deprecated)) {
      expect(op.description).toContain('**Deprecated** since 2026-12-06');
      expect(Object.keys(op.responses['200'].headers)).toContain('Deprecation');
      expect(op.responses['200'].headers.Sunset).toBeUndefined();
      expect(op['x-deprecation']).toBeUndefined();
    }
    expect(doc.components.schemas.DeleteAccountDto.properties.email.deprecated).toBe(true);
  });
});

/** Runs scripts/lib/api-breaking.mjs (an ES module, as `npm test` runs it) on two documents. */
function breakingChanges(release: Json, current: Json, accepted: Json[] = []): Array<{ code: string; location: string; accepted: boolean }> {
  const code = `
    import { breakingChanges } from ${JSON.stringify(join(root, 'scripts', 'lib', 'api-breaking.mjs'))};
    let input = ''; for await (const chunk of process.stdin) input += chunk;
    const { release, current, accepted } = JSON.parse(input);
    process.stdout.write(JSON.stringify(await breakingChanges(release, current, accepted)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { input: JSON.stringify({ release, current, accepted }), cwd: root });
  return JSON.parse(out.toString()) as Array<{ code: string; location: string; accepted: boolean }>;
}

describe('breaking-change check', () => {
  // One operation and what it uses keeps the set comparison quick; the checker is the one npm test runs.
  const onePath = (d: Json): Json => ({ ...d, paths: { '/api/posts/post/{posts_id}': d.paths['/api/posts/post/{posts_id}'] } });
  const release = onePath(doc);

  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(release, release)).toEqual([]);
  });

  it('fails on a field removed from an answer, unless it is listed as accepted', () => {
    const current = structuredClone(release);
    delete current.components.schemas.PostDto.properties.content;
    current.components.schemas.PostDto.required = current.components.schemas.PostDto.required.filter((f: string) => f !== 'content');
    const found = breakingChanges(release, current);
    expect(found).toContainEqual(expect.objectContaining({ code: 'response.body.scope.add', accepted: false }));
    const accepted = breakingChanges(release, current, [{ code: 'response.body.scope.add', location: 'paths./api/posts/post/*', reason: 'test' }]);
    expect(accepted.every((c) => c.accepted)).toBe(true);
  });

  it('fails on a retyped field and on a removed operation', () => {
    const retyped = structuredClone(release);
    retyped.components.schemas.PostDto.properties.like_count.type = 'string';
    expect(breakingChanges(release, retyped)).toContainEqual(
      expect.objectContaining({ code: 'field.retype', location: 'components.schemas.PostDto.properties.like_count', accepted: false }),
    );
    const removed = { ...release, paths: {} };
    expect(breakingChanges(release, removed)).toContainEqual(expect.objectContaining({ code: 'path.remove', accepted: false }));
  });
});

/** Runs one of scripts/lib's document checks (ES modules, as `npm test` runs them) on a document. */
function runCheck<T>(file: string, fn: string, args: unknown[]): T {
  const code = `
    import { ${fn} } from ${JSON.stringify(join(root, 'scripts', 'lib', file))};
    let input = ''; for await (const chunk of process.stdin) input += chunk;
    process.stdout.write(JSON.stringify(${fn}(...JSON.parse(input))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { input: JSON.stringify(args), cwd: root });
  return JSON.parse(out.toString()) as T;
}

describe('examples and field names check', () => {
  const kept = (JSON.parse(readFileSync(join(root, 'api', 'field-names.json'), 'utf8')) as Json).camelCaseKeptForCompatibility as string[];
  type Examples = { invalid: string[]; placeholders: string[]; checked: number };

  it('passes the published document, which has an example for every schema', () => {
    const found = runCheck<Examples>('api-examples.mjs', 'checkExamples', [doc]);
    expect({ invalid: found.invalid, placeholders: found.placeholders }).toEqual({ invalid: [], placeholders: [] });
    expect(found.checked).toBeGreaterThan(Object.keys(doc.components.schemas).length / 2);
    expect(runCheck<{ problems: string[] }>('api-naming.mjs', 'checkFieldNames', [doc, kept]).problems).toEqual([]);
  });

  it('fails on an example its schema refuses, through a $ref, and on placeholder text', () => {
    const broken = structuredClone(doc);
    broken.components.schemas.PostPageDto.example.posts[0].like_count = 'many';
    broken.components.schemas.RegisterDto.example.bio = 'bio text';
    broken.components.schemas.LoginDto.properties.email.example = 'string';
    const found = runCheck<Examples>('api-examples.mjs', 'checkExamples', [broken]);
    expect(found.invalid).toEqual([expect.stringMatching(/^components\.schemas\.PostPageDto\.example: \/posts\/0\/like_count must be integer/)]);
    expect(found.placeholders).toEqual([
      'components.schemas.RegisterDto.example.bio: placeholder "bio text"',
      'components.schemas.LoginDto.properties.email.example: placeholder "string"',
    ]);
  });

  it('fails on a new camelCase field, and on a kept name the document no longer has', () => {
    const renamed = structuredClone(doc);
    renamed.components.schemas.PostDto.properties.likeTotal = { type: 'integer' };
    const found = runCheck<{ problems: string[] }>('api-naming.mjs', 'checkFieldNames', [renamed, [...kept, 'goneField']]).problems;
    expect(found).toEqual([
      'PostDto.likeTotal: "likeTotal" is not snake_case (new fields are; see docs/api-document.md)',
      'api/field-names.json lists "goneField", which the document no longer has',
    ]);
  });
});
