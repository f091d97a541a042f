/** The languages Pen speaks; English is the spec's and the fallback. */
export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** At most this many ranges of an Accept-Language header are read (a header is attacker-sized). */
const MAX_RANGES = 20;

/**
 * The language an Accept-Language header prefers among Pen's (RFC 9110 §12.5.4: highest q wins,
 * earlier wins a tie; `fi-FI` matches `fi`; `*` matches English). Undefined when the header names
 * none of them, so the caller decides the default.
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const part of value.split(',', MAX_RANGES)) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const primary = range.trim() === '*' ? DEFAULT_LANGUAGE : range.trim().split('-')[0];
    if (!isLanguage(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [name, raw] = param.trim().split('=');
      if (name === 'q') q = Number(raw);
    }
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}
