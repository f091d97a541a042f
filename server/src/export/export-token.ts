import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A download link works this long after the export is ready; the file is deleted then. */
export const EXPORT_LINK_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The key that signs download links, derived from the JWT secret with a purpose label (HKDF), so
 * a link never shares its key with access tokens or unsubscribe links.
 */
export function exportLinkKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'pen', 'pen/data-export-link/v1', 32));
}

function signature(key: Buffer, exportId: number, userId: number, expiresAt: number): string {
  return createHmac('sha256', key).update(`data-export:${exportId}:${userId}:${expiresAt}`).digest('base64url');
}

/**
 * The token of a download link: export id, expiry (seconds since the epoch) and an HMAC of both
 * with the member's id, so the link opens one member's one export and cannot be made up, moved
 * to another export or extended.
 */
export function createExportToken(key: Buffer, exportId: number, userId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${exportId}.${exp}.${signature(key, exportId, userId, exp)}`;
}

/** A token's parts, before its signature is checked against the export's member. */
export interface ParsedExportToken {
  exportId: number;
  expiresAt: number;
  sig: string;
}

export function parseExportToken(token: string): ParsedExportToken | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const exportId = Number(match[1]);
  if (exportId > 2147483647) return undefined;
  return { exportId, expiresAt: Number(match[2]), sig: match[3] };
}

/** Whether the token was signed for this export of member `userId`. */
export function signedFor(key: Buffer, t: ParsedExportToken, userId: number): boolean {
  const expected = Buffer.from(signature(key, t.exportId, userId, t.expiresAt));
  const given = Buffer.from(t.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
