import { type Language, msg, translate } from '../i18n';
import type { DecisionAction } from './decision-types';
import { utc } from './decision-mails';

/** What the decision did, as the member reads it (`noun`: the content's English noun, a select value in other languages). */
export function decisionSentence(action: DecisionAction, noun: string, suspendedUntil: Date | null, l: Language): string {
  switch (action) {
    case 'remove_content':
      return translate(msg('A moderator removed your {noun}', { noun }), l);
    case 'warn_author':
      return translate(msg('A moderator warned you about your {noun}', { noun }), l);
    case 'suspend_author':
    case 'suspend_user':
      return suspendedUntil
        ? translate(msg('A moderator suspended your account until {until}', { until: utc(suspendedUntil) }), l)
        : translate(msg('A moderator suspended your account until further notice'), l);
    case 'reject_registration':
      return translate(msg('A moderator could not approve your registration'), l);
    case 'dismiss':
      return translate(msg('We reviewed your report and found no violation'), l);
  }
}

export function ruleLine(rule: { number: number; title: string } | null, l: Language): string | null {
  return rule ? translate(msg('Rule {number}: {title}', { number: rule.number, title: rule.title }), l) : null;
}

export function automationLine(automated: boolean, l: Language): string {
  return automated
    ? translate(msg('An automated check flagged this content; a moderator made the decision.'), l)
    : translate(msg('A moderator made this decision after a review; no automated means were used.'), l);
}
