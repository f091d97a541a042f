import { describe, expect, it } from 'vitest';
import { estimate } from '../src/features/auth/password-strength/estimate';
import { personalWords, strengthOf } from '../src/features/auth/password-strength/strength';

/** The password strength meter's words (issue 43): weak is what the server refuses. */
describe('password strength meter', () => {
  it('words each level, and says a weak password will be refused and why', () => {
    expect(strengthOf({ score: 0, personal: false, warning: 'This is a heavily used password.' })).toEqual({
      level: 'weak',
      bars: 1,
      label: 'Password strength: Weak',
      advice: 'This is a heavily used password. Pen will not accept it: choose another.',
    });
    expect(strengthOf({ score: 1, personal: false, warning: null }).advice).toBe('It is easy to guess. Pen will not accept it: choose another.');
    expect(strengthOf({ score: 4, personal: true, warning: null })).toMatchObject({
      level: 'weak',
      label: 'Password strength: Weak',
      advice: 'It is close to your name or e-mail address. Pen will not accept it: choose another.',
    });
    expect(strengthOf({ score: 2, personal: false, warning: null })).toEqual({
      level: 'fair',
      bars: 2,
      label: 'Password strength: Fair',
      advice: 'Accepted, but another word or a few more characters would make it much stronger.',
    });
    expect(strengthOf({ score: 3, personal: false, warning: null })).toEqual({ level: 'good', bars: 3, label: 'Password strength: Good', advice: null });
    expect(strengthOf({ score: 4, personal: false, warning: null })).toEqual({ level: 'strong', bars: 4, label: 'Password strength: Strong', advice: null });
  });

  it('judges with the dictionaries as the server does: common passwords and ones built on the name are weak', () => {
    expect(strengthOf(estimate('Passw0rd!', [])).level).toBe('weak');
    expect(strengthOf(estimate('Qwerty123!', [])).level).toBe('weak');
    expect(strengthOf(estimate('Miriam2024!', ['Miriam Quill', 'mq@example.test'])).advice).toContain('close to your name or e-mail address');
    expect(strengthOf(estimate('Str0ng!Pass', [])).level).not.toBe('weak');
    expect(strengthOf(estimate('correct-Horse-battery-staple-9', [])).level).toBe('strong');
  });

  it('takes the words of the name and address as the server does', () => {
    expect(personalWords(['Miriam Quill', 'Mq.Quill@example.test'])).toEqual(['miriam', 'quill', 'example', 'test']);
  });
});
