import { CONTENT_MAX, excerpt, postNoun, withQuote } from './notification-text';

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

describe('postNoun', () => {
  it('names prayer requests', () => {
    expect(postNoun('pray_request')).toBe('prayer request');
    expect(postNoun('emergency_pray_request')).toBe('prayer request');
    expect(postNoun('normal')).toBe('post');
  });
});
