import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Links in mails stay valid this long; digests are mailed far more often, so every mail a member still reads carries a working link. */
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 60 * 24 * 3600;

/**
 * The key that signs unsubscribe links, derived from the JWT secret (HKDF with a purpose label),
 * so a link never shares its key with access tokens: a leaked or brute-forced link key says
 * nothing about the token key, and the key can be rotated with the JWT secret.
 */
export function unsubscribeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'pen', 'pen/unsubscribe-link/v1', 32));
}

function signature(key: Buffer, userId: number, expiresAt: number): string {
  return createHmac('sha256', key).update(`unsubscribe-email-notifications:${userId}:${expiresAt}`).digest('base64url');
}

/**
 * The token of a one-click unsubscribe link: member id, expiry (seconds since the epoch) and an
 * HMAC of both, so a link works without signing in (as RFC 8058 requires) but cannot be made up
 * for another member or extended.
 */
export function createUnsubscribeToken(key: Buffer, userId: number, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + UNSUBSCRIBE_LINK_TTL_SECONDS;
  return `${userId}.${expiresAt}.${signature(key, userId, expiresAt)}`;
}

export type UnsubscribeTokenCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token; an expired one, or one in the format of links before they expired, is told apart from a made-up one. */
export function verifyUnsubscribeToken(key: Buffer, token: string, now = Date.now()): UnsubscribeTokenCheck {
  // Links mailed before links carried an expiry: `<id>.<signature>`, no longer honoured.
  if (/^\d{1,10}\.[\w-]{43}$/.test(token)) return { ok: false, reason: 'expired' };
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const userId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(signature(key, userId, expiresAt));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
