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

/**
 * A language chosen on the sign-in or register page in this tab: once the visitor signs in, it
 * becomes their setting (they chose it for Pen, not only for that page).
 */
const CHOSEN_SIGNED_OUT_KEY = 'pen.languageChosenSignedOut';

export function rememberSignedOutChoice(locale: Locale): void {
  try {
    sessionStorage.setItem(CHOSEN_SIGNED_OUT_KEY, locale);
  } catch {
    // storage unavailable: the member's setting decides after sign-in
  }
}

/** The language chosen before signing in, if any. */
export function signedOutChoice(): Locale | null {
  try {
    const value = sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The choice made before signing in is the member's setting now (or there was none). */
export function forgetSignedOutChoice(): void {
  try {
    sessionStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** The language the app starts in: the choice stored in this browser, else the browser's own. */
export function startLocale(): Locale {
  return chosenLocale() ?? browserLocale();
}
