import { createHmac } from 'node:crypto';

const b64url = (value: object | Buffer): string =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** An HS256 JWT, as @nestjs/jwt signs the app's access tokens (no extra dependency needed). */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${b64url(createHmac('sha256', secret).update(head).digest())}`;
}
