import { t } from '@lingui/core/macro';
/** Who may open the console: moderators and `paka` (the administrator value the spec already knew). */
export const isStaff = (role: string | undefined): boolean => role === 'moderator' || role === 'paka';

/** Only a `paka` changes roles. */
export const isPaka = (role: string | undefined): boolean => role === 'paka';

/** A role as the console names it. */
export function roleLabel(role: string): string {
  if (role === 'user') return t`Member`;
  if (role === 'moderator') return t`Moderator`;
  if (role === 'paka') return t`Administrator (paka)`;
  return role;
}
