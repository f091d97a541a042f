import { isWeakPassword } from './password-strength';

describe('isWeakPassword', () => {
  it.each(['Passw0rd!', 'Password1!', 'Qwerty123!', 'Test1234!'])('refuses the common %s', (p) => {
    expect(isWeakPassword(p, [])).toBe(true);
  });

  it('refuses passwords built on the member’s name or e-mail address', () => {
    expect(isWeakPassword('Maria2024!', ['Maria Gonzalez', 'mg@example.test'])).toBe(true);
    expect(isWeakPassword('Gonzalez#77', ['Maria Gonzalez', 'mg@example.test'])).toBe(true);
    expect(isWeakPassword('Lydia.prays7!', ['Anna', 'lydia.prays@example.test'])).toBe(true);
  });

  it.each(['Str0ng!Pass', 'An0ther-passphrase!', 'N3w!Password', 'correct horse battery staple 7!'])('accepts %s', (p) => {
    expect(isWeakPassword(p, ['Maria Gonzalez', 'mg@example.test'])).toBe(false);
  });
});
