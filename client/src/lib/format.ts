import { activeLocale } from './i18n/activate';
import { type Locale } from './i18n/locales';

/**
 * The one place dates, times and numbers become text, in the active language (issue 41): every
 * screen shows them the same way. English reads as in Britain ("21 Apr 2025, 18:05"), Finnish as
 * in Finland ("21.4.2025 klo 18.05"). Components that show these re-render on a language switch
 * because they read their other texts through Lingui (useLingui, Trans).
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', fi: 'fi-FI' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DateInput = string | number | Date;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = INTL_LOCALE[activeLocale()];
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

function dateTimeText(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A UTC month `YYYY-MM` as "Nov 2026" / "marrask. 2026" (mid-month, so no time zone moves it). */
export function formatMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return dateTimeText(Date.UTC(year, mon - 1, 15), { month: 'short', year: 'numeric' });
}

/** "21 Apr 2025" / "21.4.2025". */
export const formatDate = (value: DateInput): string => dateTimeText(value, { day: 'numeric', month: 'short', year: 'numeric' });

/** "21 April 2025" / "21. huhtikuuta 2025". */
export const formatLongDate = (value: DateInput): string => dateTimeText(value, { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 Apr" / "21.4.": a date of this year. */
export const formatDayMonth = (value: DateInput): string => dateTimeText(value, { day: 'numeric', month: 'short' });

/** "21 April" / "21. huhtikuuta". */
export const formatLongDayMonth = (value: DateInput): string => dateTimeText(value, { day: 'numeric', month: 'long' });

/** "Monday" / "maanantai". */
export const formatWeekday = (value: DateInput): string => dateTimeText(value, { weekday: 'long' });

/** "18:05" / "18.05". */
export const formatTime = (value: DateInput): string => dateTimeText(value, { hour: '2-digit', minute: '2-digit' });

/** "21 Apr 2025, 18:05" / "21.4.2025 klo 18.05". */
export const formatDateTime = (value: DateInput): string =>
  dateTimeText(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "1,234" / "1 234". */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

function relative(amount: number, unit: Intl.RelativeTimeFormatUnit, numeric: 'auto' | 'always'): string {
  const options = { numeric, style: 'short' } as const;
  return cached('relative', options, (locale) => new Intl.RelativeTimeFormat(locale, options)).format(amount, unit);
}

/** "now", "5 min ago", "3 hr ago", "2 days ago" (fi: "nyt", "5 min sitten", …), then the date. */
export function formatRelative(value: DateInput, now: number = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return relative(0, 'second', 'auto');
  if (ago < HOUR) return relative(-Math.floor(ago / MINUTE), 'minute', 'always');
  if (ago < DAY) return relative(-Math.floor(ago / HOUR), 'hour', 'always');
  if (ago < 7 * DAY) return relative(-Math.floor(ago / DAY), 'day', 'always');
  return formatDate(at);
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A day heading: "Today", "Yesterday", a weekday within the week, else the date (with the year when not this year). */
export function formatDayHeading(date: Date, now: Date = new Date()): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  if (days === 0 || days === 1) return capitalised(relative(-days, 'day', 'auto'));
  if (days > 1 && days < 7) return capitalised(formatWeekday(date));
  return date.getFullYear() === now.getFullYear() ? formatLongDayMonth(date) : formatLongDate(date);
}

/** "18:05" today, else "21 Apr 2025, 18:05": when a comment was written. */
export function formatRecent(value: DateInput, now: Date = new Date()): string {
  const date = new Date(value);
  return startOfDay(date) === startOfDay(now) ? formatTime(date) : formatDateTime(date);
}
