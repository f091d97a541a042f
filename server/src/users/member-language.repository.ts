import { EntityManager } from 'typeorm';
import { isLanguage, Language } from '../i18n';
import { MEMBER_LANGUAGE_SQL, SET_MEMBER_LANGUAGE_SQL } from './member-language.queries';

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
