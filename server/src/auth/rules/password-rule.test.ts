import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, isEmailAddress, isStrongPassword } from './password-rule';

describe('isStrongPassword', () => {
  it.each(['Passw0rd!', 'aB3$efgh', 'Zz9^Zz9^Zz9^', 'Ää1!aaaaB'])('accepts %s', (p) => {
    expect(isStrongPassword(p)).toBe(true);
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['no uppercase', 'passw0rd!'],
    ['no lowercase', 'PASSW0RD!'],
    ['no digit', 'Password!'],
    ['no special', 'Passw0rdd'],
    ['special outside the list', 'Passw0rd?'],
    ['empty', ''],
  ])('rejects a password with %s', (_why, p) => {
    expect(isStrongPassword(p)).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it.each(['a@b.fi', 'first.last+tag@example.co.uk'])('accepts %s', (e) => expect(isEmailAddress(e)).toBe(true));
  it.each(['plain', 'a@b', 'a b@c.fi', '@c.fi', 'a@.'])('rejects %s', (e) => expect(isEmailAddress(e)).toBe(false));
});

describe('the e-mail rule on hostile input (issue #27, ReDoS)', () => {
  // The pattern the rule used to be; the rule must accept exactly what it accepted.
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- the old pattern, kept only as the reference
  const OLD_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly what the old pattern accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '@', '.', ' ', '\t', '\n', '😀'), maxLength: 14 }), (s) => {
        expect(isEmailAddress(s)).toBe(s.length <= 2 * EMAIL_MAX_LENGTH && OLD_PATTERN.test(s));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['a domain of dots', `a@${'.'.repeat(1 << 20)}@`],
    ['dotted labels', `a@${'a.'.repeat(1 << 19)}@`],
    ['repeated a@', 'a@'.repeat(1 << 19)],
    ['a space at the end', `a@${'.'.repeat(1 << 20)} x`],
  ])('decides 1 MB of %s in a few milliseconds', (_shape, input) => {
    const started = performance.now();
    expect(isEmailAddress(input)).toBe(false);
    // The old pattern needed minutes for these; a linear check needs well under a millisecond.
    expect(performance.now() - started).toBeLessThan(20);
  });

  it('decides a long valid-looking address up to the limit in linear time', () => {
    const started = performance.now();
    expect(isEmailAddress(`${'a'.repeat(200)}@${'b.'.repeat(20)}fi`)).toBe(true);
    expect(isEmailAddress(`a@${'.'.repeat(2 * EMAIL_MAX_LENGTH)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
