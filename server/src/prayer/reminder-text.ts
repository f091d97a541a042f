import { type Language, t } from '../i18n';
/** What the daily prayer reminder says (issue #33); pure, unit-tested in reminder-text.test.ts. */

const EXCERPT = 60;
/** What an excerpt does not end with. */
const TRAILING = new Set([' ', '.', ',', ';', ':', '!', '?', '-']);

/** The first words of a text, cut at a word, with an ellipsis when cut. */
export function firstWords(text: string, max = EXCERPT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  let end = space > max / 2 ? space : cut.length;
  while (end > 0 && TRAILING.has(cut[end - 1])) end--;
  return `${cut.slice(0, end)}…`;
}

export interface ReminderItem {
  /** The request's author; null on an anonymous request (issue 44). */
  user_name: string | null;
  content: string;
}

/**
 * `Time to pray for Anna's request: “…”`, or for several `Time to pray for the 3 requests you
 * committed to: Anna: “…”; Ben: “…”`; then the commitments that ended since the last reminder:
 * `Your 7 days of prayer for “…” are complete.`
 */
export function reminderText(open: ReminderItem[], ended: Array<{ days: number; content: string }>, language: Language = 'en'): string {
  const parts: string[] = [];
  const nameOf = (o: ReminderItem) => o.user_name ?? t(language, 'Anonymous');
  if (open.length === 1) {
    const words = firstWords(open[0].content);
    parts.push(open[0].user_name === null ? t(language, 'Time to pray for an anonymous request: “{words}”', { words }) : t(language, "Time to pray for {name}'s request: “{words}”", { name: open[0].user_name, words }));
  } else if (open.length > 1) {
    const items = open.map((o) => `${nameOf(o)}: “${firstWords(o.content, 40)}”`).join('; ');
    parts.push(t(language, 'Time to pray for the {count} requests you committed to: {items}', { count: open.length, items }));
  }
  if (ended.length === 1) {
    const words = firstWords(ended[0].content, 40);
    parts.push(t(language, '{days, plural, one {Your # day of prayer for “{words}” is complete.} other {Your # days of prayer for “{words}” are complete.}}', { days: ended[0].days, words }));
  } else if (ended.length > 1) {
    parts.push(t(language, 'Your commitments to pray for {count} requests are complete.', { count: ended.length }));
  }
  return parts.join(open.length > 0 ? '. ' : ' ');
}
