import { type Language, Message, msg, translate } from '../../i18n';

/**
 * Texts that libraries write in English only, recognized by their fixed shape so that a member
 * reads them in their language too (issue 41): class-validator's default messages (a DTO field
 * without a message of its own, a field the DTO does not know) and Nest's answers for an unknown
 * route and a body type no route reads. The answer's `errors` list keeps the English text; only `message` is translated.
 * Each pattern is anchored and its groups cannot overlap their neighbours, so matching is linear.
 */
const SHAPES: { shape: RegExp; text: (m: RegExpMatchArray) => Message }[] = [
  { shape: /^property (\S+) should not exist$/, text: (m) => msg('Unknown field {property}', { property: m[1] }) },
  { shape: /^nested property (\S+) must be either object or array$/, text: (m) => msg('{property} must be an object or a list', { property: m[1] }) },
  { shape: /^(\S+) must be a string$/, text: (m) => msg('{property} must be text', { property: m[1] }) },
  { shape: /^(\S+) must be a boolean value$/, text: (m) => msg('{property} must be true or false', { property: m[1] }) },
  { shape: /^(\S+) must be an integer number$/, text: (m) => msg('{property} must be a whole number', { property: m[1] }) },
  { shape: /^(\S+) must be a number conforming to the specified constraints$/, text: (m) => msg('{property} must be a number', { property: m[1] }) },
  { shape: /^(\S+) must be an array$/, text: (m) => msg('{property} must be a list', { property: m[1] }) },
  { shape: /^(\S+) should not be empty$/, text: (m) => msg('{property} is required', { property: m[1] }) },
  {
    shape: /^(\S+) must be shorter than or equal to (\d+) characters$/,
    text: (m) => msg('{property} must be at most {max, plural, one {# character} other {# characters}}', { property: m[1], max: Number(m[2]) }),
  },
  {
    shape: /^(\S+) must be longer than or equal to (\d+) characters$/,
    text: (m) => msg('{property} must be at least {min, plural, one {# character} other {# characters}}', { property: m[1], min: Number(m[2]) }),
  },
  { shape: /^(\S+) must not be greater than (-?\d+)$/, text: (m) => msg('{property} must be at most {max}', { property: m[1], max: m[2] }) },
  { shape: /^(\S+) must not be less than (-?\d+)$/, text: (m) => msg('{property} must be at least {min}', { property: m[1], min: m[2] }) },
  { shape: /^(\S+) must be one of the following values: ([^\n]*)$/, text: (m) => msg('{property} must be one of: {values}', { property: m[1], values: m[2] }) },
  { shape: /^Unsupported Media Type$/, text: () => msg('This type of request body is not accepted here') },
  { shape: /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+)$/, text: (m) => msg('No such address: {method} {path}', { method: m[1], path: m[2] }) },
];

/** A library's English text in the language, or undefined when the text has none of the known shapes. */
export function translateLibraryText(text: string, language: Language): string | undefined {
  if (language === 'en' || text.length > 500) return undefined;
  for (const { shape, text: message } of SHAPES) {
    const m = text.match(shape);
    if (m) return translate(message(m), language);
  }
  return undefined;
}
