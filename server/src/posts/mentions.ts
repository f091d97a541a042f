/**
 * True when a text mentions someone: an @ at the start or after whitespace or punctuation,
 * followed by a letter, digit or underscore (so e-mail addresses like a@b.org do not count).
 * Who exactly is meant is decided by the notifications module, which reads the text.
 */
export function hasMention(text: string): boolean {
  return /(?:^|[^\p{L}\p{N}_@.])@[\p{L}\p{N}_]/u.test(text);
}
