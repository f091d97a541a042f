import { useProfileUserInfo } from '../auth';

// No Lingui here (nor in anything this imports from moderation): app/ and the dashboard use these
// on every member page, and the moderation catalog should load only with the console
// (build/feature-catalogs.ts; issue 41's /login JavaScript budget).

export const MODERATION_PATH = '/moderation';

/** Who may open the console: moderators and `paka` (the administrator value the spec already knew). */
export const isStaff = (role: string | undefined): boolean => role === 'moderator' || role === 'paka';

/** Only a `paka` changes roles. */
export const isPaka = (role: string | undefined): boolean => role === 'paka';

/** Whether the signed-in member may open the console (their profile's role; false until it is known). */
export function useCanModerate(): boolean {
  return isStaff(useProfileUserInfo().data?.role);
}
