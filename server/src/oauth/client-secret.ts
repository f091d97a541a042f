import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confidential client's secret (256 random bits, shown once) and the hash Pen keeps of it. */
export function newClientSecret(): { secret: string; hash: Buffer } {
  const secret = `pen_secret_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: clientSecretHash(secret) };
}

/** SHA-256: the secret is random and long, so nothing is gained by a slow hash. */
function clientSecretHash(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Whether `actual` (what the client sent) is the secret whose hash is `storedHex`, in constant time. */
export function secretMatches(actual: unknown, storedHex: string | undefined): boolean {
  if (typeof actual !== 'string' || !storedHex || !/^[0-9a-f]{64}$/.test(storedHex)) return false;
  return timingSafeEqual(clientSecretHash(actual), Buffer.from(storedHex, 'hex'));
}
