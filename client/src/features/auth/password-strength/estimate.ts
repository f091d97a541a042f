import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { CHECKED_LENGTH, type Estimate, personalWords } from './strength';

// The dictionaries are most of this chunk (about 1.5 MB before compression): it is loaded only
// by the meter, when a member starts typing a new password, never by the sign-in page.
const checker = new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations });

/** zxcvbn-ts's judgement of a new password, with the server's dictionaries and personal words. */
export function estimate(password: string, personal: string[]): Estimate {
  const result = checker.check(password.slice(0, CHECKED_LENGTH), personalWords(personal));
  return {
    score: result.score,
    personal: result.sequence.some((m) => 'dictionaryName' in m && m.dictionaryName === 'userInputs'),
    warning: result.feedback.warning,
  };
}
