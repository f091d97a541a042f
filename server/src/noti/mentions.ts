/**
 * Mention rule (documented in server/src/noti/README.md):
 * an `@` that starts the text or follows a character that is not a letter, digit or `_`
 * (so e-mail addresses never count), followed by a handle made of letters, digits and `_`,
 * optionally joined by single `.`, `-` or `'` (trailing punctuation is not part of it).
 * The handle names a member when it equals, ignoring case, their user_code or their user_name
 * with the spaces removed (`@AnnaMaria` mentions "Anna Maria").
 */
const MENTION = /(?<![\p{L}\p{N}_@])@([\p{L}\p{N}_]+(?:[.'-][\p{L}\p{N}_]+)*)/gu;

/** At most this many different handles of one text are looked up, so a text cannot notify a crowd. */
export const MAX_MENTIONS = 10;

/** The distinct handles mentioned in a text, lower-cased, in order of appearance. */
export function extractMentions(text: string): string[] {
  const handles = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    handles.add(m[1].toLowerCase());
    if (handles.size >= MAX_MENTIONS) break;
  }
  return [...handles];
}

/** The handle under which a user name is mentioned: lower case, spaces removed. */
export function nameHandle(userName: string): string {
  return userName.replace(/ /g, '').toLowerCase();
}
