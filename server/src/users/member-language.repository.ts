import { EntityManager } from 'typeorm';
import { isLanguage, Language } from '../i18n';
import { MEMBER_LANGUAGE_SQL, MEMBERS_LANGUAGES_SQL, SET_MEMBER_LANGUAGE_SQL } from './member-language.queries';

/** The language the member chose; undefined for an unknown member. */
export async function memberLanguage(m: EntityManager, userId: number): Promise<Language | undefined> {
  const [row]: Array<{ language: string }> = await m.query(MEMBER_LANGUAGE_SQL, [userId]);
  return isLanguage(row?.language) ? row.language : undefined;
}

/** Sets an active member's language; answers whether the member was found. */
export async function setMemberLanguage(m: EntityManager, userId: number, language: Language): Promise<boolean> {
  const raw: [unknown[], number] = await m.query(SET_MEMBER_LANGUAGE_SQL, [userId, language]);
  return raw[1] > 0;
}

/** The languages of several members; a member not found is absent (the caller falls back to English). */
export async function memberLanguages(m: EntityManager, userIds: number[]): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map();
  const rows: Array<{ user_id: number; language: string }> = await m.query(MEMBERS_LANGUAGES_SQL, [userIds]);
  return new Map(rows.filter((r) => isLanguage(r.language)).map((r) => [r.user_id, r.language as Language]));
}
