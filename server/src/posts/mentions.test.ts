import { hasMention } from './mentions';

describe('hasMention', () => {
  it.each(['@anna thanks', 'Praying with @Anna_K', 'hi (@jussi)', 'kiitos @Äiti', 'line\n@maria'])('finds a mention in %p', (text) => {
    expect(hasMention(text)).toBe(true);
  });

  it.each(['no mention here', 'mail me at anna@example.org', 'a lone @ sign', '@@', 'email.me@x', ''])('finds none in %p', (text) => {
    expect(hasMention(text)).toBe(false);
  });
});
