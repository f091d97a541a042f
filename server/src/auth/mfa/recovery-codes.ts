import { randomInt } from 'node:crypto';
import { sha256 } from '../tokens';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet, about 50 bits, out of reach of guessing under the sign-in limits. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a member types a code back. */
export function recoveryCodeHash(typed: string): string {
  return sha256(typed.toLowerCase().replace(/[\s-]/g, ''));
}
