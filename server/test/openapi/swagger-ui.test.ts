import { createMember } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/**
 * Swagger UI at /api/docs as an integrator uses it: the document it serves offers every way to
 * authenticate, "Authorize" signs in to OAuth apps with PKCE (initOAuth) and has its redirect
 * page, and what the dialog sends for an API key (X-Api-Key) or a pasted key (bearer) is accepted.
 */
describe('Swagger UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_ROLE: 'api' });
  });
  afterAll(() => t.close());

  it('serves the document with the bearer, API key, OAuth 2 (PKCE) and refresh cookie schemes', async () => {
    const res = await http(t.url)<Record<string, any>>('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer', 'oauth2', 'refreshCookie']);
    expect(res.body.components.securitySchemes.oauth2.flows.authorizationCode).toMatchObject({ authorizationUrl: '/oauth/auth', tokenUrl: '/oauth/token' });
    expect(res.body.info.description).toContain('Three ways to authenticate');
    expect(res.body.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('starts OAuth sign-ins with PKCE and serves the OAuth redirect page', async () => {
    const init = await fetch(`${t.url}/api/docs/swagger-ui-init.js`);
    expect(init.status).toBe(200);
    const script = await init.text();
    expect(script).toMatch(/ui\.initOAuth\(/);
    expect(script).toMatch(/"usePkceWithAuthorizationCodeGrant":\s*true/);
    const redirect = await fetch(`${t.url}/api/docs/oauth2-redirect.html`);
    expect(redirect.status).toBe(200);
    expect(await redirect.text()).toContain('oauth2');
  });

  it('accepts what the Authorize dialog sends for an API key, in X-Api-Key or as a bearer token', async () => {
    const member = await createMember(t, { userName: 'Swagger Tester' });
    const call = http(t.url);
    const created = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: member.token, body: { name: 'swagger', scopes: ['read'] } });
    expect(created.status).toBe(201);
    expect((await call('GET', '/api/posts/my-posts', { headers: { 'X-Api-Key': created.body.secret } })).status).toBe(200);
    expect((await call('GET', '/api/posts/my-posts', { token: created.body.secret })).status).toBe(200);
  });
});
