import { mentionsJesus, NAMES_OF_JESUS } from './testimony';

describe('mentionsJesus', () => {
  it.each(NAMES_OF_JESUS)('accepts a testimony naming %s', (name) => {
    expect(mentionsJesus(`I found peace through ${name} last year.`)).toBe(true);
  });

  it.each([
    'jesus changed my life',
    'JEESUS on elämäni',
    'He is Risen!',
    'My saviour, my friend.',
    'the   lamb   of   god',
    'Kiitos, Herra.',
    'Hyvä Paimen johdattaa minua',
  ])('is case-insensitive and tolerant of spacing: %s', (text) => {
    expect(mentionsJesus(text)).toBe(true);
  });

  it.each([
    '',
    'I like cats and coffee.',
    'Merry christmas to everyone',
    'Herrasmies and christening are not names',
    'Jesuses',
  ])('rejects text without a name of Jesus: %s', (text) => {
    expect(mentionsJesus(text)).toBe(false);
  });
});
