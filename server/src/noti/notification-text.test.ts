import { CONTENT_MAX, excerpt, postKind, prayedText, withQuote } from './notification-text';

describe('excerpt', () => {
  it('keeps short texts whole, with whitespace collapsed', () => {
    expect(excerpt('  Praise   the\nLord  ')).toBe('Praise the Lord');
  });

  it('cuts long texts at a word boundary with an ellipsis', () => {
    const text = 'Today I want to share how grateful I am for everyone who prayed for my mother last week';
    const out = excerpt(text);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(61);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(out).toBe('Today I want to share how grateful I am for everyone who…');
  });

  it('cuts a single very long word hard', () => {
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('withQuote', () => {
  it('quotes the excerpt', () => {
    expect(withQuote('Anna liked your post', 'first words')).toBe('Anna liked your post: “first words”');
  });

  it('leaves the quote out for media-only content', () => {
    expect(withQuote('Anna liked your post', '   ')).toBe('Anna liked your post');
    expect(withQuote('Anna liked your post', null)).toBe('Anna liked your post');
  });

  it('never exceeds the column size', () => {
    expect(withQuote('n'.repeat(600), 'text').length).toBe(CONTENT_MAX);
  });
});

describe('postKind', () => {
  it('names prayer requests', () => {
    expect(postKind('pray_request')).toBe('prayer');
    expect(postKind('emergency_pray_request')).toBe('prayer');
    expect(postKind('normal')).toBe('post');
  });
});

describe('prayedText', () => {
  it('counts the others who prayed, in English and in Finnish', () => {
    expect(prayedText('Anna', 0, 'Mother')('en')).toBe('Anna prayed for your request: “Mother”');
    expect(prayedText('Anna', 1, 'Mother')('en')).toBe('Anna and 1 other prayed for your request: “Mother”');
    expect(prayedText('Anna', 4, null)('en')).toBe('Anna and 4 others prayed for your request');
    expect(prayedText('Anna', 0, 'Äiti')('fi')).toBe('Anna rukoili puolestasi: “Äiti”');
    expect(prayedText('Anna', 4, null)('fi')).toBe('Anna ja 4 muuta rukoilivat puolestasi');
  });
});
