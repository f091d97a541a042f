import { createHash, randomBytes } from 'node:crypto';

/** A random secret for links and cookies: 32 bytes, URL-safe. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak working links. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
