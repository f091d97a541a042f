import { IntlMessageFormat } from 'intl-messageformat';

/** Values an ICU message's placeholders take; a message value (a wait, "5 minutes") is translated with it. */
export type MessageValues = Record<string, string | number | Message>;

/**
 * A user-visible text that is translated where it leaves the server (the exception filter, the
 * message interceptor, a mail or push renderer). `id` is the English ICU source, which is also
 * its key in every catalog (gettext style); `message` is the English text, so logs, tests and any
 * place that never translates read the spec's English.
 */
export class Message {
  readonly message: string;
  declare readonly id: string;
  declare readonly values: MessageValues | undefined;

  constructor(id: string, values?: MessageValues) {
    this.message = formatIcu(id, 'en', values && plainValues(values, (m) => m.message));
    // Not enumerable: an exception's body is spread into the answer and must hold only `message`.
    Object.defineProperty(this, 'id', { value: id, enumerable: false });
    Object.defineProperty(this, 'values', { value: values, enumerable: false });
  }

  toString(): string {
    return this.message;
  }

  /** A message that reaches JSON untranslated still reads as the English text, never as an object. */
  toJSON(): string {
    return this.message;
  }
}

/**
 * Marks a user-visible text for translation: `msg('Post not found')`,
 * `msg('Wait {minutes, plural, one {# minute} other {# minutes}}', { minutes })`. The first
 * argument must be a string literal: the catalog test and the lint rule read it from the source.
 */
export function msg(id: string, values?: MessageValues): Message {
  return new Message(id, values);
}

const formats = new Map<string, IntlMessageFormat>();

/** Formats ICU source in a locale; parsed once per source and locale. */
export function formatIcu(source: string, locale: string, values?: Record<string, string | number>): string {
  const key = `${locale}\u0000${source}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}

/** The values with each message value replaced by its text (`text` says in which language). */
export function plainValues(values: MessageValues, text: (message: Message) => string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v instanceof Message ? text(v) : v]));
}
