import { translateLibraryText } from './library-messages';

describe("libraries' English texts in Finnish", () => {
  it.each([
    ['property role should not exist', 'Tuntematon kenttä role'],
    ['title must be shorter than or equal to 1 characters', 'Kentässä title saa olla enintään 1 merkki'],
    ['title must be shorter than or equal to 200 characters', 'Kentässä title saa olla enintään 200 merkkiä'],
    ['limit must not be greater than 50', 'Kentän limit on oltava enintään 50'],
    ['status must be one of the following values: open, answered', 'Kentän status on oltava jokin näistä: open, answered'],
    ['Cannot DELETE /api/posts', 'Osoitetta ei ole: DELETE /api/posts'],
  ])('%s', (english, finnish) => {
    expect(translateLibraryText(english, 'fi')).toBe(finnish);
  });

  it('leaves English, and texts of no known shape, alone', () => {
    expect(translateLibraryText('property role should not exist', 'en')).toBeUndefined();
    expect(translateLibraryText('Something else entirely', 'fi')).toBeUndefined();
  });

  it('answers at once for a long hostile text', () => {
    const hostile = `${'a '.repeat(240)}must be shorter than or equal to ${'9'.repeat(10)} characters!`;
    const started = performance.now();
    expect(translateLibraryText(hostile, 'fi')).toBeUndefined();
    expect(translateLibraryText('x'.repeat(100_000), 'fi')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
