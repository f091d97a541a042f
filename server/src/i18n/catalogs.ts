import { formatIcu, Message, MessageValues, plainValues } from './message';
import { DEFAULT_LANGUAGE, Language } from './language';
import fi from './locales/fi.json';

/**
 * Translations by language: English ICU source → the language's ICU text. English has no
 * catalog: the source in the code is the English text (`docs/CONVENTIONS.md`, adding a language).
 */
export const CATALOGS: Record<Exclude<Language, 'en'>, Record<string, string>> = { fi };

/** The text of a message in a language; a message missing from a catalog stays English (the catalog test fails on it). */
export function translate(message: Message | string, language: Language, values?: MessageValues): string {
  const id = typeof message === 'string' ? message : message.id;
  const vars = typeof message === 'string' ? values : message.values;
  return formatIcu(catalogText(id, language) ?? id, language, vars && plainValues(vars, (m) => translate(m, language)));
}

/** The catalog's text for an id, or undefined (English, or not in the catalog). */
function catalogText(id: string, language: Language): string | undefined {
  if (language === 'en') return undefined;
  const catalog = CATALOGS[language];
  return Object.hasOwn(catalog, id) ? catalog[id] : undefined;
}

/**
 * A text of the answer: a marked message is translated, and a plain string is looked up as a
 * catalog id (the spec's validation messages, written in DTO decorators) and kept when it is not one.
 */
export function translateText(text: unknown, language: Language): unknown {
  if (text instanceof Message) return translate(text, language);
  if (typeof text === 'string') {
    const translated = catalogText(text, language);
    return translated === undefined ? text : formatIcu(translated, language);
  }
  if (Array.isArray(text)) return text.map((t) => translateText(t, language));
  return text;
}

/**
 * A text written for one reader in their language (mails, pushes, pages): `t(language, 'Hello {name},', { name })`.
 * The second argument must be a string literal (the catalog test reads it from the source).
 */
export function t(language: Language, source: string, values?: MessageValues): string {
  return translate(source, language, values);
}
