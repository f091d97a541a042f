import { readFileSync } from 'node:fs';
import { APP_REFUSED_ROUTES, APP_SCOPE_RULES, OPERATOR_ONLY_MESSAGE } from '../../src/common/app-scope-check';
import { citableRuleId, createOperator } from '../mod/helpers';
import { authorize, obtainCode, pkcePair, REDIRECT_URI, tokenRequest } from '../oauth/oauth-flow';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { loadOperations, OPENAPI_FILE } from './openapi-operations';
import { securityAppEnv } from './security-app';
import { freshToken } from './sessions';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Issue #38, tried as an attacker would against a fresh instance: what API keys and OAuth apps
 * may never do (operator tools), where the authorization endpoint may send a browser, and what
 * is left of a member's keys and apps after a suspension or a deletion.
 */
describe('security: API keys and OAuth apps (issue #38)', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let dev: Member;
  let clientId: string;

  beforeAll(async () => {
    t = await startTestApp(securityAppEnv());
    call = http(t.url);
    dev = await createMember(t, { userName: 'App Developer' });
    const app = await call<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: dev.token, body: { name: 'Helpful Bot', redirectUris: [REDIRECT_URI] } });
    expect(app.status).toBe(201);
    clientId = app.body.app.clientId;
  });
  afterAll(() => t?.close());

  /** The member connects the app with `scope` on the consent page; the app gets its tokens. */
  async function connect(member: Member, scope: string): Promise<Tokens> {
    const { verifier, challenge } = pkcePair();
    const { code } = await obtainCode(t, clientId, await freshToken(t, member), challenge, scope);
    const tokens = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
    expect(tokens.status).toBe(200);
    return tokens.body as unknown as Tokens;
  }

  async function makeKey(member: Member, scopes: string[]): Promise<string> {
    const res = await call<{ secret: string }>('POST', '/api/auth/api-keys', { token: await freshToken(t, member), body: { name: 'my script', scopes } });
    expect(res.status).toBe(201);
    return res.body.secret;
  }

  const refresh = (tokens: Tokens) => tokenRequest(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId });

  describe('finding 1: no key or app gets an operator’s powers', () => {
    const modOperations = loadOperations().filter((op) => op.path.startsWith('/api/mod/'));

    it('a paka’s app with read write cannot make its developer a paka or suspend anyone; the paka, signed in, still can', async () => {
      const paka = await createOperator(t, 'paka');
      const victim = await createMember(t);
      const tokens = await connect(paka, 'read write');
      const asApp = { token: tokens.access_token };

      const promote = await call('POST', '/api/mod/set-role', { ...asApp, body: { userId: dev.userId, role: 'paka' } });
      expect(promote).toMatchObject({ status: 403, body: { message: OPERATOR_ONLY_MESSAGE } });
      const suspend = await call('POST', '/api/mod/suspend-user', { ...asApp, body: { userId: victim.userId, reason: 'because the app said so' } });
      expect(suspend).toMatchObject({ status: 403, body: { message: OPERATOR_ONLY_MESSAGE } });
      const { rows } = await t.db.query<{ role: string; status: string }>(`SELECT role, status FROM users WHERE user_id = ANY($1) ORDER BY user_id`, [[dev.userId, victim.userId]]);
      expect(rows).toEqual([
        { role: 'user', status: 'active' },
        { role: 'user', status: 'active' },
      ]);

      // The same token still does what its scopes say for the member's own use of Pen.
      expect((await call('GET', '/api/posts/my-posts', asApp)).status).toBe(200);
      // The paka's own browser session keeps every operator route.
      expect((await call('GET', '/api/mod/users', { token: await freshToken(t, paka) })).status).toBe(200);
    });

    it('a moderator’s read-only app cannot list members (their e-mail addresses) or read the report queue', async () => {
      const moderator = await createOperator(t, 'moderator');
      const tokens = await connect(moderator, 'read');
      for (const path of ['/api/mod/users', '/api/mod/reports', '/api/mod/audit-log', '/api/mod/registrations']) {
        const res = await call('GET', path, { token: tokens.access_token });
        expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 403, body: { message: OPERATOR_ONLY_MESSAGE } });
        expect(JSON.stringify(res.body)).not.toContain('@example.test');
      }
    });

    it('every /api/mod operation answers 403 to an operator’s API key and OAuth token, whatever their scopes', async () => {
      expect(modOperations.length).toBeGreaterThanOrEqual(10);
      const paka = await createOperator(t, 'paka');
      const key = await makeKey(paka, ['read', 'write']);
      const tokens = await connect(paka, 'read write notifications');
      for (const op of modOperations) {
        for (const [kind, auth] of [
          ['api key header', { headers: { 'x-api-key': key } }],
          ['api key bearer', { token: key }],
          ['oauth token', { token: tokens.access_token }],
        ] as const) {
          const res = await call(op.method, op.path, { ...auth, body: op.body ? {} : undefined });
          expect({ op: op.id, kind, status: res.status, message: (res.body as { message?: unknown }).message }).toEqual({ op: op.id, kind, status: 403, message: OPERATOR_ONLY_MESSAGE });
        }
      }
    });

    it('the API document offers no key or app scheme for the operator routes', () => {
      for (const op of modOperations) expect({ op: op.id, isPublic: op.isPublic }).toEqual({ op: op.id, isPublic: false });
      const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, { security?: object[] }>> };
      for (const op of modOperations) expect({ op: op.id, security: doc.paths[op.path][op.method.toLowerCase()].security }).toEqual({ op: op.id, security: [{ bearer: [] }] });
    });

    it('the consent page lists what each requested scope allows and what no app may do, from the guards’ table', async () => {
      const member = await createMember(t);
      const { challenge } = pkcePair();
      const a = await authorize(t, { client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read write notifications', code_challenge: challenge, code_challenge_method: 'S256' });
      const details = await call<{ scopes: { scope: string; description: string }[]; never: string[] }>('GET', `/api/oauth/interaction/${a.uid}`, {
        token: member.token,
        headers: { cookie: a.apiCookie },
      });
      expect(details.status).toBe(200);
      expect(details.body.scopes).toEqual([
        { scope: 'read', description: APP_SCOPE_RULES.read.allows },
        { scope: 'write', description: APP_SCOPE_RULES.write.allows },
        { scope: 'notifications', description: APP_SCOPE_RULES.notifications.allows },
      ]);
      expect(details.body.never).toEqual([APP_REFUSED_ROUTES.account.never, APP_REFUSED_ROUTES.operator.never]);
      expect(details.body.never.join(' ')).toMatch(/moderator/);
      // The read scope's words say that it shows the member's own e-mail address (profile-user-info does).
      expect(APP_SCOPE_RULES.read.allows).toMatch(/e-mail address/);
    });
  });

  describe('finding 3: the authorization endpoint is no open redirector (RFC 9700 §4.11.2)', () => {
    const base = () => ({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read' });

    it('shows errors before sign-in and consent on Pen’s own page, never redirecting to the app', async () => {
      const { challenge } = pkcePair();
      const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
      for (const [what, params] of [
        ['no PKCE', base()],
        ['plain PKCE', { ...base(), code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }],
        ['prompt=none', { ...base(), ...pkce, prompt: 'none' }],
        ['foreign resource', { ...base(), ...pkce, resource: 'https://elsewhere.example.org/api' }],
        ['unsupported response type', { ...base(), ...pkce, response_type: 'token' }],
        ['form_post response mode', { ...base(), response_mode: 'form_post' }],
      ] as const) {
        const res = await fetch(`${t.url}/oauth/auth?${new URLSearchParams(params as Record<string, string>)}`, { redirect: 'manual' });
        const body = await res.text();
        expect({ what, status: res.status, location: res.headers.get('location'), type: res.headers.get('content-type') }).toEqual({
          what,
          status: 400,
          location: null,
          type: expect.stringMatching(/^text\/html/),
        });
        expect(body).toContain("This app's request could not be completed");
        expect(body).not.toContain(REDIRECT_URI);
      }
    });

    it('still sends the member back to the app after they answered on the consent page', async () => {
      const member = await createMember(t);
      const denied = await obtainCode(t, clientId, member.token, pkcePair().challenge, 'read', false);
      expect(denied.location).toContain(`${REDIRECT_URI}?error=access_denied`);
      const allowed = await obtainCode(t, clientId, member.token, pkcePair().challenge, 'read');
      expect(allowed.code).toBeTruthy();
    });
  });

  describe('finding 4: suspension and deletion end every key and grant for good', () => {
    it('a suspension revokes the member’s OAuth grants and API keys; lifting it brings none back', async () => {
      const moderator = await createOperator(t, 'moderator');
      const modToken = await freshToken(t, moderator);
      const member = await createMember(t);
      const before = await connect(member, 'read');
      const key = await makeKey(member, ['read']);
      expect((await call('GET', '/api/posts/my-posts', { token: before.access_token })).status).toBe(200);
      expect((await call('GET', '/api/posts/my-posts', { headers: { 'x-api-key': key } })).status).toBe(200);

      expect((await call('POST', '/api/mod/suspend-user', { token: modToken, body: { userId: member.userId, ruleId: await citableRuleId(t), note: 'spam' } })).status).toBe(200);
      expect(await refresh(before)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect((await call('GET', '/api/posts/my-posts', { token: before.access_token })).status).toBe(401);
      expect((await call('GET', '/api/posts/my-posts', { headers: { 'x-api-key': key } })).status).toBe(401);

      expect((await call('POST', '/api/mod/unsuspend-user', { token: modToken, body: { userId: member.userId } })).status).toBe(200);
      expect(await refresh(before)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect((await call('GET', '/api/posts/my-posts', { token: before.access_token })).status).toBe(401);
      expect((await call('GET', '/api/posts/my-posts', { headers: { 'x-api-key': key } })).status).toBe(401);
      // Signed in again, the member finds no app connected and no key: they connect and make them anew.
      const session = await freshToken(t, member);
      expect((await call<{ apps: unknown[] }>('GET', '/api/oauth/connected-apps', { token: session })).body.apps).toEqual([]);
      expect((await call<{ apiKeys: unknown[] }>('GET', '/api/auth/api-keys', { token: session })).body.apiKeys).toEqual([]);
      const after = await connect(member, 'read');
      expect((await call('GET', '/api/posts/my-posts', { token: after.access_token })).status).toBe(200);
    });

    it('a suspension by report resolution revokes them too', async () => {
      const moderator = await createOperator(t, 'moderator');
      const author = await createMember(t);
      const reporter = await createMember(t);
      const tokens = await connect(author, 'read');
      const key = await makeKey(author, ['read']);
      const report = await call('POST', '/api/conn/report-user', { token: reporter.token, body: { targetUserId: author.userId, reason: 'spam' } });
      expect(report.status).toBeLessThan(300);
      const { rows } = await t.db.query<{ case_id: number }>(`SELECT case_id FROM report_cases WHERE target_type = 'user' AND target_id = $1`, [author.userId]);
      const resolved = await call('POST', '/api/mod/resolve-report', { token: await freshToken(t, moderator), body: { reportId: rows[0].case_id, action: 'suspend_author', ruleId: await citableRuleId(t), note: 'Spam account' } });
      expect(resolved.status).toBe(200);
      await t.db.query(`UPDATE users SET status = 'active', suspended_until = NULL WHERE user_id = $1`, [author.userId]);
      expect(await refresh(tokens)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect((await call('GET', '/api/posts/my-posts', { token: tokens.access_token })).status).toBe(401);
      expect((await call('GET', '/api/posts/my-posts', { headers: { 'x-api-key': key } })).status).toBe(401);
    });

    it('deleting the account revokes them at once', async () => {
      const member = await createMember(t);
      const tokens = await connect(member, 'read write');
      const key = await makeKey(member, ['read']);
      const deleted = await call('DELETE', '/api/auth/delete-account', { token: await freshToken(t, member), body: { password: member.password } });
      expect(deleted.status).toBe(200);
      expect(await refresh(tokens)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      expect((await call('GET', '/api/posts/my-posts', { token: tokens.access_token })).status).toBe(401);
      expect((await call('GET', '/api/posts/my-posts', { headers: { 'x-api-key': key } })).status).toBe(401);
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM api_keys WHERE user_id = $1)::int + (SELECT count(*) FROM oauth_grants WHERE user_id = $1)::int AS n`,
        [member.userId],
      );
      expect(rows[0].n).toBe(0);
    });

    it('the token endpoint refuses a member who is not active, whatever the state of the grant', async () => {
      const member = await createMember(t);
      const tokens = await connect(member, 'read');
      const { verifier, challenge } = pkcePair();
      const { code } = await obtainCode(t, clientId, await freshToken(t, member), challenge, 'read');
      // Set straight in the database: nothing revoked the grant; the account's status alone decides.
      await t.db.query(`UPDATE users SET status = 'suspended' WHERE user_id = $1`, [member.userId]);
      expect(await refresh(tokens)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      const exchanged = await tokenRequest(t, { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier });
      expect(exchanged).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      await t.db.query(`UPDATE users SET status = 'active' WHERE user_id = $1`, [member.userId]);
      // The refused refresh did not use the token up.
      expect((await refresh(tokens)).status).toBe(200);
    });
  });
});
