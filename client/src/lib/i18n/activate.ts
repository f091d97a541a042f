import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, SOURCE_LOCALE } from './locales';

/**
 * Every compiled catalog (src/locales/<locale>/<catalog>.po, compiled by @lingui/vite-plugin),
 * each a lazy chunk of its own: a page loads only its language's catalogs, never the other's.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

const loaded = new Map<Locale, Promise<Messages>>();

function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    const prefix = `../../locales/${locale}/`;
    const imports = Object.entries(CATALOGS)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load().then((module) => module.messages));
    messages = Promise.all(imports).then((parts) => Object.assign({}, ...parts) as Messages);
    // A failed chunk (offline) is asked for again on the next activation.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

let latest: Locale | undefined;

/**
 * Makes `locale` the language of every message, date and number, and of `<html lang>`. When two
 * switches overlap, the one asked for last wins, whichever catalog arrives first.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  latest = locale;
  const messages = await loadMessages(locale);
  if (latest !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The language in use (English until a catalog is active). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
