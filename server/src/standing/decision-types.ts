/** What a decision did: the resolution actions, a suspension from the members list, a rejected registration. */
export const DECISION_ACTIONS = ['remove_content', 'warn_author', 'suspend_author', 'suspend_user', 'reject_registration', 'dismiss'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** How long a decision may be appealed (DSA Art. 20: at least six months). */
export const APPEAL_DAYS = 180;
export const APPEAL_TEXT_MAX = 2000;
const DAY_MS = 24 * 3600 * 1000;

export function appealableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + APPEAL_DAYS * DAY_MS);
}
