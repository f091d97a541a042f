/** The values of `users.role`: `paka` is the administrator value the original product used. */
export const ROLES = ['user', 'moderator', 'paka'] as const;
import { msg } from '../i18n';
export type Role = (typeof ROLES)[number];

/** What a route asks of its caller: an operator (moderator or paka) or an administrator (paka). */
export type RequiredRole = 'moderator' | 'paka';

export const MODERATORS_ONLY = msg('This is for moderators only').message;
export const ADMINISTRATORS_ONLY = msg('This is for administrators only').message;

/** Moderators and paka operate; paka also manage roles. */
export function roleSatisfies(role: string | undefined, required: RequiredRole): boolean {
  if (required === 'paka') return role === 'paka';
  return role === 'moderator' || role === 'paka';
}

/** Operators (moderator or paka) are out of a moderator's reach; only a paka acts on them. */
export function isOperator(role: string): boolean {
  return role === 'moderator' || role === 'paka';
}
