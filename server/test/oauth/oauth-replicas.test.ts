import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../src/create-app';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';
import { pkcePair, REDIRECT_URI } from './oauth-flow';

function cookieFor(res: Response, path: string): string {
  return res.headers
    .getSetCookie()
    .filter((c) => path.startsWith(/;\s*path=([^;]+)/i.exec(c)?.[1] ?? '/'))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Two API processes on one database and Redis (as behind a load balancer): every step of the
 * flow may land on either, and what one issued the other honours, also after one restarts.
 */
describe('OAuth across API replicas (issue #30)', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let member: Member;
  let clientId: string;

  beforeAll(async () => {
    t = await startTestApp();
    second = await createHttpApp(t.settings);
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = (await second.getUrl()).replace('[::1]', '127.0.0.1');
    member = await createMember(t, { userName: 'replica' });
    const created = await http(t.url)<{ app: { clientId: string } }>('POST', '/api/oauth/apps', { token: member.token, body: { name: 'Two Hosts', redirectUris: [REDIRECT_URI] } });
    clientId = created.body.app.clientId;
  });

  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('authorize on one, consent and resume on the other, tokens from either work on both, and survive a restart', async () => {
    const { verifier, challenge } = pkcePair();
    const start = await fetch(`${t.url}/oauth/auth?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'read', code_challenge: challenge, code_challenge_method: 'S256' })}`, { redirect: 'manual' });
    const uid = /\/oauth\/consent\/([\w-]+)$/.exec(start.headers.get('location') ?? '')![1];
    const consent = await fetch(`${secondUrl}/api/oauth/interaction/${uid}/consent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', cookie: cookieFor(start, `/api/oauth/interaction/${uid}/consent`) },
      body: JSON.stringify({ approve: true }),
    });
    expect(consent.status).toBe(200);
    const { redirectTo } = (await consent.json()) as { redirectTo: string };
    const resumePath = new URL(redirectTo).pathname;
    const resumed = await fetch(`${secondUrl}${resumePath}`, { redirect: 'manual', headers: { cookie: cookieFor(start, resumePath) } });
    const code = new URL(resumed.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokenRes = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: verifier }),
    });
    expect(tokenRes.status).toBe(200);
    const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string };
    expect((await http(secondUrl)('GET', '/api/posts/my-posts', { token: tokens.access_token })).status).toBe(200);

    // The second process restarts: the token still works there, and its refresh works too.
    await second.close();
    second = await createHttpApp(t.settings);
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = (await second.getUrl()).replace('[::1]', '127.0.0.1');
    expect((await http(secondUrl)('GET', '/api/posts/my-posts', { token: tokens.access_token })).status).toBe(200);
    const refreshed = await fetch(`${secondUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: clientId }),
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    expect((await http(t.url)('GET', '/api/posts/my-posts', { token: next.access_token })).status).toBe(200);
  });
});
