import { groupSearchPattern } from './search-pattern';

describe('groupSearchPattern', () => {
  it('has no pattern for a missing or blank term (all public groups)', () => {
    expect(groupSearchPattern(undefined)).toBeNull();
    expect(groupSearchPattern('   ')).toBeNull();
  });

  it('lower-cases and trims the term and wraps it for a substring match', () => {
    expect(groupSearchPattern('  Bible Study ')).toBe('%bible study%');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(groupSearchPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
