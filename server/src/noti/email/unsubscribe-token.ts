import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-click unsubscribe link: the member id and an HMAC of it, so a link works
 * without signing in (as RFC 8058 requires) but cannot be made up for another member.
 * It does not expire: an old mail's unsubscribe link must keep working.
 */
function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe-email-notifications:${userId}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member id of a valid token, else undefined. */
export function verifyUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}
