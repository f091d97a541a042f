import { isEmailAddress, isStrongPassword } from './password-rule';

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
