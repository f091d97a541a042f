import { randomSecret } from './tokens';

/** Every API key starts so, which tells the auth guard (and secret scanners) what it holds. */
export const API_KEY_PREFIX = 'pen_';

/** `pen_<id>_<43 URL-safe characters>`: the id finds the row, the 256-bit secret proves the key. */
const KEY_SHAPE = /^pen_(\d{1,9})_([\w-]{43})$/;

export function newApiKeySecret(): string {
  return randomSecret();
}

export function formatApiKey(id: number, secret: string): string {
  return `${API_KEY_PREFIX}${id}_${secret}`;
}

/** The id and secret of a presented key; undefined when it is not shaped like one. */
export function parseApiKey(key: string): { id: number; secret: string } | undefined {
  const m = KEY_SHAPE.exec(key);
  return m ? { id: Number(m[1]), secret: m[2] } : undefined;
}
