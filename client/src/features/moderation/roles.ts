/** Who may open the console: moderators and `paka` (the administrator value the spec already knew). */
export const isStaff = (role: string | undefined): boolean => role === 'moderator' || role === 'paka';

/** Only a `paka` changes roles. */
export const isPaka = (role: string | undefined): boolean => role === 'paka';

export const ROLE_LABELS: Record<string, string> = { user: 'Member', moderator: 'Moderator', paka: 'Administrator (paka)' };
