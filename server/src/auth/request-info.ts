import type { FastifyRequest } from 'fastify';
import { readCookie, REFRESH_COOKIE } from './refresh-cookie';

export const USER_AGENT_MAX = 500;

/** What a device session records about the client: user agent (cut at 500) and IP address. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { userAgent: (typeof ua === 'string' ? ua : '').slice(0, USER_AGENT_MAX), ip: (request.ip ?? '').slice(0, 64) };
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, REFRESH_COOKIE);
}
