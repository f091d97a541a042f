export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec 000 §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*.
 * Four single-class scans instead of one pattern of look-aheads: each is one linear pass.
 */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
}

/** Spec's limit on an address (the users.email column). */
export const EMAIL_MAX_LENGTH = 255;

/**
 * One "@" between two runs without spaces or "@": the separator is outside both classes, so
 * the match is a single pass with no backtracking.
 */
const LOCAL_AT_DOMAIN = /^[^\s@]+@([^\s@]+)$/;

/**
 * The spec forms' simple pattern, something@something.tld with no spaces: exactly what
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepts, decided in linear time (that pattern backtracks
 * quadratically on a domain of dots). Longer input than any valid address is refused unread.
 */
export function isEmailAddress(value: string): boolean {
  // 2x: the 255 limit counts characters, and one character may be two UTF-16 units.
  if (value.length > 2 * EMAIL_MAX_LENGTH) return false;
  const domain = LOCAL_AT_DOMAIN.exec(value)?.[1];
  // The pattern's `\.` needs a character of the domain on each side of a dot.
  return domain !== undefined && domain.slice(1, -1).includes('.');
}
