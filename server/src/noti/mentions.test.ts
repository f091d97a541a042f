import { extractMentions, MAX_MENTIONS, nameHandle } from './mentions';

describe('extractMentions', () => {
  it('finds handles at the start, after spaces and after punctuation, case-insensitively', () => {
    expect(extractMentions('@Anna thanks, (@BOB) and @carol!')).toEqual(['anna', 'bob', 'carol']);
  });

  it('ignores e-mail addresses and double @', () => {
    expect(extractMentions('write to anna@example.com or @@bob')).toEqual([]);
  });

  it('keeps inner dots and dashes but not trailing punctuation', () => {
    expect(extractMentions('Hi @mary-jane. And @j.smith, @end.')).toEqual(['mary-jane', 'j.smith', 'end']);
  });

  it('supports letters beyond ASCII', () => {
    expect(extractMentions('Kiitos @Äiti ja @Jyväskylä_1')).toEqual(['äiti', 'jyväskylä_1']);
  });

  it('returns each handle once and at most the limit', () => {
    expect(extractMentions('@a @A @a')).toEqual(['a']);
    const many = Array.from({ length: 20 }, (_, i) => `@user${i}`).join(' ');
    expect(extractMentions(many)).toHaveLength(MAX_MENTIONS);
  });
});

describe('nameHandle', () => {
  it('removes spaces and lower-cases', () => {
    expect(nameHandle('Anna  Maria Virtanen')).toBe('annamariavirtanen');
  });
});
