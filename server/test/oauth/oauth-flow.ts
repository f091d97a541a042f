import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from '../support/test-app';

export const REDIRECT_URI = 'http://127.0.0.1:9/cb';

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Cookies set on the given path (as a browser would send them to that path). */
function cookiesFor(res: Response, path: string): string {
  return res.headers
    .getSetCookie()
    .filter((c) => {
      const p = /;\s*path=([^;]+)/i.exec(c)?.[1] ?? '/';
      return path.startsWith(p);
    })
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface Authorization {
  uid: string;
  /** Cookies of the authorization response: the consent API's (interaction) and the resume's. */
  apiCookie: string;
  response: Response;
}

/** GET /oauth/auth as a browser: the provider sends it to the consent page. */
export async function authorize(t: TestApp, params: Record<string, string>): Promise<Authorization> {
  const res = await fetch(`${t.url}/oauth/auth?${new URLSearchParams(params)}`, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const uid = /\/oauth\/consent\/([\w-]+)$/.exec(location)?.[1] ?? '';
  return { uid, apiCookie: uid ? cookiesFor(res, `/api/oauth/interaction/${uid}`) : '', response: res };
}

export interface CodeResult {
  code: string | null;
  location: string;
}

/**
 * Runs the whole front channel: authorize → consent API (as `memberToken`) → resume → the
 * redirect to the app with the code (or an error).
 */
export async function obtainCode(t: TestApp, clientId: string, memberToken: string, challenge: string, scope = 'read write', approve = true): Promise<CodeResult> {
  const res = await fetch(`${t.url}/oauth/auth?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope, code_challenge: challenge, code_challenge_method: 'S256', state: 'st1' })}`, { redirect: 'manual' });
  const uid = /\/oauth\/consent\/([\w-]+)$/.exec(res.headers.get('location') ?? '')?.[1];
  if (!uid) throw new Error(`no consent redirect: ${res.status} ${res.headers.get('location')} ${await res.text()}`);
  const consent = await fetch(`${t.url}/api/oauth/interaction/${uid}/consent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json', cookie: cookiesFor(res, `/api/oauth/interaction/${uid}/consent`) },
    body: JSON.stringify({ approve }),
  });
  const { redirectTo } = (await consent.json()) as { redirectTo: string };
  if (consent.status !== 200) throw new Error(`consent ${consent.status}`);
  const resumePath = new URL(redirectTo, t.url).pathname;
  const resumed = await fetch(new URL(redirectTo, t.url), { redirect: 'manual', headers: { cookie: cookiesFor(res, resumePath) } });
  const location = resumed.headers.get('location') ?? '';
  return { code: location.startsWith(REDIRECT_URI) ? new URL(location).searchParams.get('code') : null, location };
}

export async function tokenRequest(t: TestApp, form: Record<string, string>, path = '/oauth/token'): Promise<{ status: number; body: Record<string, string> }> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, string>) : {} };
}

