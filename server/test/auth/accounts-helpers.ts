import { randomBytes } from 'node:crypto';
import { JsonResponse, TestApp } from '../support/test-app';
import { ReceivedMail } from '../support/mailbox';

export const GOOD_PASSWORD = 'Str0ng!Pass';
export const TESTIMONY = 'Jesus saved me and gave me a new life.';

/** A JSON call that can send and receive the refresh cookie, as a browser would. */
export async function send<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T> & { setCookie: string[] }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: body as T, headers: res.headers, setCookie: res.headers.getSetCookie() };
}

/** The `refreshToken=…` pair of a response, ready for a Cookie header (undefined when cleared or absent). */
export function refreshCookie(setCookie: string[]): string | undefined {
  const c = setCookie.find((h) => h.startsWith('refreshToken='));
  const pair = c?.split(';')[0];
  return pair && pair !== 'refreshToken=' ? pair : undefined;
}

export interface Registered {
  userId: number;
  email: string;
  password: string;
  deviceId: string;
  userName: string;
  accessToken: string;
  cookie: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

export async function register(t: TestApp, overrides: Partial<{ user_name: string; email: string; password: string; bio: string; deviceId: string }> = {}): Promise<Registered> {
  const body = {
    user_name: 'Maria',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    bio: TESTIMONY,
    deviceId: `dev-${randomBytes(4).toString('hex')}`,
    ...overrides,
  };
  const res = await send<{ accessToken: string; user_id: number }>(t, 'POST', '/api/auth/register', { body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    userId: res.body.user_id,
    email: body.email.toLowerCase(),
    password: body.password,
    deviceId: body.deviceId,
    userName: body.user_name,
    accessToken: res.body.accessToken,
    cookie: refreshCookie(res.setCookie)!,
  };
}

export async function login(t: TestApp, email: string, password: string, deviceId: string, headers: Record<string, string> = {}) {
  const res = await send<{ accessToken: string; user: Record<string, unknown>; message: string; first_sign_in?: boolean }>(t, 'POST', '/api/auth/login', {
    body: { email, password, deviceId },
    headers,
  });
  return { ...res, cookie: refreshCookie(res.setCookie) };
}

/** The link of a mail (plain-text part), as a member would click it. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const m = new RegExp(`https?://\\S+${path.replace('/', '\\/')}\\?token=[\\w%-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return new URL(m[0]);
}

/** Registers and verifies through the real mail. */
export async function registerVerified(t: TestApp, overrides: Parameters<typeof register>[1] = {}): Promise<Registered> {
  const r = await register(t, overrides);
  const mail = await t.mailbox.waitFor(r.email, (m) => m.subject.includes('Verify'));
  const token = linkIn(mail, '/verifmail').searchParams.get('token')!;
  const res = await send(t, 'GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return r;
}
