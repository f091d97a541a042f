import { ApiError, getAccessToken, OpenAPI } from '@pen/sdk';
import type { AuditEntry, CaseStatus, MemberRole, ModUser, Page, Registration, ReportCase, ResolveAction } from './types';

/**
 * The calls of the Moderation API (/api/mod). Temporary transport until the generated
 * ModerationService is in the SDK: same base URL, bearer token and error type as the SDK.
 */
async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const token = getAccessToken();
  const res = await fetch(`${OpenAPI.BASE}${url}`, {
    method,
    credentials: 'include',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiError({ method, url }, { url, ok: false, status: res.status, statusText: res.statusText, body: parsed }, res.statusText);
  return parsed as T;
}

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

export async function listReports(status: CaseStatus, cursor?: number): Promise<Page<ReportCase>> {
  const a = await call<{ reports: ReportCase[]; nextCursor: number | null }>('GET', `/api/mod/reports${query({ status, cursor })}`);
  return { items: a.reports, nextCursor: a.nextCursor };
}

export const resolveReport = (body: { reportId: number; action: ResolveAction; note?: string; days?: number }) =>
  call<unknown>('POST', '/api/mod/resolve-report', body);

export async function listUsers(q: string, cursor?: number): Promise<Page<ModUser>> {
  const a = await call<{ users: ModUser[]; nextCursor: number | null }>('GET', `/api/mod/users${query({ q, cursor })}`);
  return { items: a.users, nextCursor: a.nextCursor };
}

export const suspendUser = (body: { userId: number; reason: string; days?: number }) => call<unknown>('POST', '/api/mod/suspend-user', body);
export const unsuspendUser = (body: { userId: number }) => call<unknown>('POST', '/api/mod/unsuspend-user', body);
export const setRole = (body: { userId: number; role: MemberRole }) => call<unknown>('POST', '/api/mod/set-role', body);

export async function listRegistrations(cursor?: number): Promise<Page<Registration>> {
  const a = await call<{ registrations: Registration[]; nextCursor: number | null }>('GET', `/api/mod/registrations${query({ cursor })}`);
  return { items: a.registrations, nextCursor: a.nextCursor };
}

export const approveRegistration = (body: { userId: number }) => call<unknown>('POST', '/api/mod/approve-registration', body);
export const rejectRegistration = (body: { userId: number; note?: string }) => call<unknown>('POST', '/api/mod/reject-registration', body);

export async function listAuditLog(cursor?: number): Promise<Page<AuditEntry>> {
  const a = await call<{ entries: AuditEntry[]; nextCursor: number | null }>('GET', `/api/mod/audit-log${query({ cursor })}`);
  return { items: a.entries, nextCursor: a.nextCursor };
}
