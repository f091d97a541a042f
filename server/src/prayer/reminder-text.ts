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
  user_name: string;
  content: string;
}

/**
 * `Time to pray for Anna's request: “…”`, or for several `Time to pray for the 3 requests you
 * committed to: Anna: “…”; Ben: “…”`; then the commitments that ended since the last reminder:
 * `Your 7 days of prayer for “…” are complete.`
 */
export function reminderText(open: ReminderItem[], ended: Array<{ days: number; content: string }>): string {
  const parts: string[] = [];
  if (open.length === 1) {
    parts.push(`Time to pray for ${open[0].user_name}'s request: “${firstWords(open[0].content)}”`);
  } else if (open.length > 1) {
    const items = open.map((o) => `${o.user_name}: “${firstWords(o.content, 40)}”`).join('; ');
    parts.push(`Time to pray for the ${open.length} requests you committed to: ${items}`);
  }
  if (ended.length === 1) {
    const one = ended[0].days === 1;
    parts.push(`Your ${ended[0].days} ${one ? 'day' : 'days'} of prayer for “${firstWords(ended[0].content, 40)}” ${one ? 'is' : 'are'} complete.`);
  } else if (ended.length > 1) {
    parts.push(`Your commitments to pray for ${ended.length} requests are complete.`);
  }
  return parts.join(open.length > 0 ? '. ' : ' ');
}
