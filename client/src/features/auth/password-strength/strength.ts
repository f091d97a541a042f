/**
 * The words of the password strength meter (issue 43). The rule is the server's
 * (server/src/auth/rules/password-strength.ts): zxcvbn-ts with its common and English
 * dictionaries; a score under 2, or a password built on the member's name or e-mail address, is
 * refused. The meter only says so sooner; the server decides. Its words are in the active
 * language (read at each call, so a language switch shows at the next keystroke).
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface Strength {
  level: StrengthLevel;
  /** 1–4 bars of the meter. */
  bars: number;
  /** "Password strength: Weak" and so on. */
  label: string;
  /** What to do about it, or null when nothing is needed. */
  advice: string | null;
}

export interface Estimate {
  /** zxcvbn's score, 0–4. */
  score: number;
  /** A part of the password matched the member's name or address. */
  personal: boolean;
  /** zxcvbn's warning in English ("This is a commonly used password."), if any. */
  warning: string | null;
}

/** The server's lowest acceptable score. */
export const MIN_SCORE = 2;
/** zxcvbn's time grows with the length; the server checks this much, and so does the meter. */
export const CHECKED_LENGTH = 100;

/** zxcvbn's warnings are English: another language gets the general reason instead. */
const warningFits = (): boolean => i18n.locale.startsWith('en');

export function strengthOf({ score, personal, warning }: Estimate): Strength {
  const weak = t`Password strength: Weak`;
  const refused = t`Pen will not accept it: choose another.`;
  if (personal) return { level: 'weak', bars: 1, label: weak, advice: `${t`It is close to your name or e-mail address.`} ${refused}` };
  if (score < MIN_SCORE) return { level: 'weak', bars: 1, label: weak, advice: `${warning && warningFits() ? warning : t`It is easy to guess.`} ${refused}` };
  if (score === 2) return { level: 'fair', bars: 2, label: t`Password strength: Fair`, advice: t`Accepted, but another word or a few more characters would make it much stronger.` };
  if (score === 3) return { level: 'good', bars: 3, label: t`Password strength: Good`, advice: null };
  return { level: 'strong', bars: 4, label: t`Password strength: Strong`, advice: null };
}

/** The words of the member's name and e-mail address that a password should not lean on (as the server splits them). */
export function personalWords(personal: string[]): string[] {
  return [...new Set(personal.flatMap((p) => p.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3))];
}
