import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, SOURCE_LOCALE, startLocale } from './locales';

/**
 * Every compiled catalog (src/locales/<locale>/<catalog>.po, compiled by @lingui/vite-plugin),
 * each a lazy chunk of its own.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/**
 * The catalogs the loaded code uses (build/feature-catalogs.ts registers each feature's as its
 * code loads): a page brings only its features' messages, in the active language only.
 */
const used = new Set<string>();
const loaded = new Map<string, Promise<void>>();

function loadInto(locale: Locale, name: string): Promise<void> {
  const key = `${locale}/${name}`;
  let done = loaded.get(key);
  if (!done) {
    const load = CATALOGS[`../../locales/${key}.po`];
    done = load ? load().then((module) => i18n.load(locale, module.messages)) : Promise.resolve();
    // A failed chunk (offline) is asked for again next time.
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

let latest: Locale | undefined;

/** The language being switched to, else the active one, else the one the app starts in. */
function targetLocale(): Locale {
  return latest ?? (isLocale(i18n.locale) ? i18n.locale : startLocale());
}

/**
 * Loads the catalog `name` in the app's language before the code that uses it runs.
 * @public Called by the modules build/feature-catalogs.ts generates.
 */
export async function loadCatalog(name: string): Promise<void> {
  used.add(name);
  await loadInto(targetLocale(), name);
}

/**
 * Makes `locale` the language of every message, date and number, and of `<html lang>`, once the
 * catalogs of all code loaded so far are there in it. When two switches overlap, the one asked
 * for last wins, whichever catalog arrives first.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  latest = locale;
  await Promise.all([...used].map((name) => loadInto(locale, name)));
  if (latest !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The language in use (English until a catalog is active). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}
