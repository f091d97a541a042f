import { t } from '@lingui/core/macro';

export { isPaka, isStaff } from './access';

/** A role as the console names it. */
export function roleLabel(role: string): string {
  if (role === 'user') return t`Member`;
  if (role === 'moderator') return t`Moderator`;
  if (role === 'paka') return t`Administrator (paka)`;
  return role;
}
