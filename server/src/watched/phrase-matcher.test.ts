import { PhraseMatcher, phraseKey, wordsOf } from './phrase-matcher';

describe('PhraseMatcher', () => {
  const m = new PhraseMatcher([
    { phrase: 'Buy Cheap', action: 'flag' },
    { phrase: 'crème brûlée', action: 'require_approval' },
    { phrase: 'scam', action: 'block' },
  ]);

  it('matches whole words, whatever the case and accents', () => {
    expect(m.match('You should BUY   cheap pills')).toBe('flag');
    expect(m.match('Creme brulee for everyone')).toBe('require_approval');
    expect(m.match('CRÈME-BRÛLÉE!')).toBe('require_approval');
    expect(m.match('this is a Scam.')).toBe('block');
  });

  it('does not match inside words or across other words', () => {
    expect(m.match('scammer and buyer cheapest')).toBeNull();
    expect(m.match('buy very cheap')).toBeNull();
    expect(m.match('')).toBeNull();
  });

  it('answers the strictest action among several texts', () => {
    expect(m.match('buy cheap', 'a scam', null)).toBe('block');
  });

  it('names the phrase that gave the action, as the paka wrote it', () => {
    expect(m.find('You should BUY cheap pills')).toEqual({ action: 'flag', phrase: 'Buy Cheap' });
    expect(m.find('buy cheap crème brûlée')).toEqual({ action: 'require_approval', phrase: 'crème brûlée' });
    expect(m.find('nothing here')).toBeNull();
  });

  it('treats regular-expression characters as plain text', () => {
    const re = new PhraseMatcher([{ phrase: '(a+)+$', action: 'block' }]);
    expect(phraseKey('(a+)+$')).toBe('a');
    expect(re.match('b a c')).toBe('block');
    expect(re.match('aaaa')).toBeNull();
  });

  it('finishes fast on a long adversarial text', () => {
    const deep = new PhraseMatcher([
      { phrase: 'a a a a a a a a a b', action: 'block' },
      { phrase: 'a a a a a a a a a c', action: 'flag' },
    ]);
    const text = 'a '.repeat(200_000) + '!';
    const started = process.hrtime.bigint();
    expect(deep.match(text)).toBeNull();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(ms).toBeLessThan(2000);
    expect(wordsOf('Ǆemal ﬁsh')).toEqual(['dzemal', 'fish']);
  });
});
