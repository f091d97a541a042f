import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';

/** Prefix of everything served publicly under /api/uploads/… */
export const PUBLIC_PREFIX = 'uploads/';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.webm': 'video/webm',
};

/** 128 random bits, base64url: stored names can be shared but never guessed. */
export function randomName(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A key is a relative path of safe segments: letters, digits, `_`, `-`, `.`, no `..`, no empty
 * segment. Anything else (traversal, absolute paths, encoded tricks) is refused before it
 * reaches the disk or the bucket.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((seg) => /^[A-Za-z0-9_.-]+$/.test(seg) && seg !== '.' && seg !== '..');
}

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}
