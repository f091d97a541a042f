/** The languages Pen speaks; English is the source language of every message. */
export const LOCALES = ['en', 'fi'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in that language, as a chooser lists them (never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name is the same in every language
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fi: 'Suomi' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages Pen speaks (fi, fi-FI → fi), else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The language last chosen in this browser: by a visitor on the sign-in or register page, or the
 * signed-in member's setting (kept here so the next visit starts in it before the profile comes).
 */
const CHOSEN_KEY = 'pen.language';

export function chosenLocale(): Locale | null {
  try {
    const value = localStorage.getItem(CHOSEN_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // storage unavailable (private mode): the choice lasts as long as this page
  }
}

/** The language the app starts in: the choice stored in this browser, else the browser's own. */
export function startLocale(): Locale {
  return chosenLocale() ?? browserLocale();
}
