import { IntlMessageFormat } from 'intl-messageformat';
import { waitMessage } from '../../src/common/rate-limit/rate-limit-table';
import { CATALOGS, LANGUAGES, msg, translate } from '../../src/i18n';
import { formatIcu as formatIcuForTest } from '../../src/i18n/message';
import { extractMessages } from './extract-messages';

// Issue 41: CI fails on a marked server message missing from a catalog, on a catalog entry no
// code uses any more, and on a translation whose placeholders differ from the English source.
const { ids, notLiteral } = extractMessages();

interface IcuElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: IcuElement[] }>;
}
/** Argument, number, date, time, select and plural elements name an argument (literal 0, pound 7, tag 8 do not). */
const NAMED = new Set([1, 2, 3, 4, 5, 6]);

/** The argument names of an ICU message, read from its parsed form (select and plural cases included). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: IcuElement[]) => {
    for (const e of elements) {
      if (NAMED.has(e.type)) names.add(String(e.value));
      for (const option of Object.values(e.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en').getAst() as IcuElement[]);
  return [...names].sort();
}

describe('the server catalogs', () => {
  it('finds the marked messages, each written as a string literal (so that this check sees them)', () => {
    expect(ids.size).toBeGreaterThan(200);
    expect(notLiteral).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('the %s catalog has every marked message and nothing else', (language) => {
    const catalog = CATALOGS[language];
    const missing = [...ids.keys()].filter((id) => !Object.hasOwn(catalog, id)).map((id) => `${id} (${ids.get(id)!.join(', ')})`);
    const unused = Object.keys(catalog).filter((id) => !ids.has(id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('every %s translation is valid ICU with the same placeholders as its English source', (language) => {
    const wrong = Object.entries(CATALOGS[language]).filter(([id, text]) => {
      const names = placeholders(id);
      const values = Object.fromEntries(names.map((n) => [n, 2]));
      formatIcuForTest(id, 'en', values);
      formatIcuForTest(text, language, values);
      return text.trim() === '' || JSON.stringify(placeholders(text)) !== JSON.stringify(names);
    });
    expect(wrong).toEqual([]);
  });

  it('says a wait inside a sentence in the same language ("5 minutes" / "5 minuutin kuluttua")', () => {
    const wait = waitMessage(5 * 60);
    const sentence = msg('Too many posts. Try again in {wait}.', { wait });
    expect(sentence.message).toBe('Too many posts. Try again in 5 minutes.');
    expect(translate(sentence, 'fi')).toBe('Liian monta julkaisua. Yritä uudelleen 5 minuutin kuluttua.');
    expect(translate(msg('Too many posts. Try again in {wait}.', { wait: waitMessage(1) }), 'en')).toBe('Too many posts. Try again in 1 second.');
  });
});
