/**
 * Member-written text as it is stored: NUL characters removed (PostgreSQL text cannot hold
 * them, and they are never meaningful) and surrounding whitespace trimmed.
 */
export function cleanText(text: string | undefined | null): string {
  return (text ?? '').replaceAll('\u0000', '').trim();
}
