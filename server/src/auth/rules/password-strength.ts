import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { msg } from '../../i18n';

export const WEAK_PASSWORD = msg('This password is too easy to guess: it is a common password or close to your name or e-mail address. Choose another.').message;

/** zxcvbn's score: 0–1 fall within a million guesses, which an offline attack on a leaked hash or a patient online one gets through. */
const MIN_SCORE = 2;
// zxcvbn's time grows with the length; past this, the rest of a long passphrase adds only strength.
const CHECKED_LENGTH = 100;

let checker: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment and some memory, and workers never need them. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations });
  return checker;
}

/**
 * Builds the dictionaries ahead of the first sign-in (about half a second of CPU), so that no
 * member's request waits for it; API processes call it once they listen.
 */
export function warmPasswordChecker(): void {
  setTimeout(() => zxcvbn(), 0).unref();
}

/** The words of the member's name and e-mail address that a password should not lean on. */
function personalWords(personal: string[]): string[] {
  return [...new Set(personal.flatMap((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];
}

/**
 * Whether a new password is too guessable: among the common passwords (zxcvbn-ts with its common
 * and English dictionaries), or built on the member's name or e-mail address.
 */
export function isWeakPassword(password: string, personal: string[]): boolean {
  const result = zxcvbn().check(password.slice(0, CHECKED_LENGTH), personalWords(personal));
  return result.score < MIN_SCORE || result.sequence.some((m) => 'dictionaryName' in m && m.dictionaryName === 'userInputs');
}
