/** The specials the spec's strength rule accepts. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/s;

/** Spec 000 §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_STRENGTH_PATTERN.test(password);
}

/** A simple address pattern, as the spec's forms use: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
