import { t } from '@lingui/core/macro';
/**
 * The spec's client-side form rules (spec 000 §5). Each returns the first message that applies,
 * or undefined. The server enforces the same rules; these only answer sooner.
 */
export type Errors<T extends string> = Partial<Record<T, string>>;

/**
 * The spec's simple address pattern, something@something.tld with no spaces, decided in one
 * pass: the domain must hold a dot with a character on each side. (The pattern
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ says the same but backtracks quadratically on a run of dots.)
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 510) return false;
  const domain = /^[^\s@]+@([^\s@]+)$/.exec(value)?.[1];
  return domain !== undefined && domain.slice(1, -1).includes('.');
}
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;
const passwordStrength = () =>
  t`Password must contain at least 8 characters, one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)`;
const newPasswordStrength = () => t`Password must contain at least one uppercase letter, lowercase letter, number and special character (!@#$%^&*)`;

/** Names of Jesus the testimony must mention (the server holds the full list; this is the same). */
/* eslint-disable lingui/no-unlocalized-strings -- words the testimony is searched for, in both languages, not texts to show */
const NAMES = [
  'Jesus', 'Jeesus', 'Christ', 'Kristus', 'Messiah', 'Messias', 'Son of God', 'Jumalan Poika', 'Son of Man', 'Ihmisen Poika',
  'The Lord', 'Herra', 'Saviour', 'Savior', 'Vapahtaja', 'Emmanuel', 'Immanuel', 'Lamb of God', 'Jumalan Karitsa', 'Good Shepherd',
  'Hyvä Paimen', 'King of Kings', 'Kuningasten Kuningas', 'Lord of Lords', 'Herrojen Herra', 'He is risen', 'Hän on ylösnoussut',
  'Redeemer', 'Lunastaja', 'Alpha and Omega', 'Alfa ja Oomega', 'Prince of Peace', 'Rauhan Ruhtinas', 'Bread of Life', 'Elämän Leipä',
  'Light of the World', 'Maailman Valo', 'Word of God', 'Jumalan Sana', 'Nazarene', 'Nasaretilainen', 'Yeshua', 'Jeshua',
  'Holy One of God', 'Jumalan Pyhä',
];
/* eslint-enable lingui/no-unlocalized-strings */
const NAME_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NAMES.map((n) => n.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
export const mentionsJesus = (text: string): boolean => NAME_PATTERN.test(text);

/** Trims and drops control characters (the spec's "trimmed and sanitised" inputs). */
export function clean(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\0-\x08\v\f\x0E-\x1F\x7F]/g, '').trim();
}

export type LoginForm = {
  email: string;
  password: string;
};

export function validateLogin(f: LoginForm): Errors<keyof LoginForm> {
  const e: Errors<keyof LoginForm> = {};
  const email = clean(f.email);
  if (!email) e.email = t`Required`;
  else if (!isEmailAddress(email)) e.email = t`Invalid email address format`;
  if (!f.password) e.password = t`Required`;
  // The older product said 6 here while enforcing 8; text and rule now agree on 8.
  else if (f.password.length < 8) e.password = t`Password must be at least 8 characters`;
  else if (!STRONG_PASSWORD.test(f.password)) e.password = passwordStrength();
  return e;
}

export type RegisterForm = {
  user_name: string;
  email: string;
  bio: string;
  password: string;
  confirm: string;
};

export function validateRegister(f: RegisterForm): Errors<keyof RegisterForm> {
  const e: Errors<keyof RegisterForm> = {};
  const name = clean(f.user_name);
  if (!name) e.user_name = t`Username is required`;
  else if (name.length > 70) e.user_name = t`Username cannot be longer than 70 characters`;
  const email = clean(f.email);
  if (!email) e.email = t`Email address is required`;
  else if (!isEmailAddress(email) || email.length > 255) e.email = t`Invalid email address`;
  const bio = clean(f.bio);
  if (!bio) e.bio = t`Testimony is required`;
  else if (bio.length > 700) e.bio = t`Testimony cannot be longer than 700 characters`;
  else if (!mentionsJesus(bio)) e.bio = t`Description must contain your testimony about Jesus`;
  if (!f.password) e.password = t`Password is required`;
  else if (f.password.length < 8) e.password = t`Password must be at least 8 characters long`;
  else if (!STRONG_PASSWORD.test(f.password)) e.password = passwordStrength();
  if (!f.confirm) e.confirm = t`Password confirmation is required`;
  else if (f.confirm !== f.password) e.confirm = t`Passwords do not match`;
  return e;
}

export function validateResetEmail(email: string): string | undefined {
  const v = clean(email);
  if (!v) return t`Email address is mandatory`;
  if (!isEmailAddress(v)) return t`Invalid email address`;
  return undefined;
}

export type NewPasswordForm = {
  oldPassword?: string;
  newPassword: string;
  confirm: string;
};

export function validateNewPassword(f: NewPasswordForm, needsOld: boolean): Errors<keyof NewPasswordForm> {
  const e: Errors<keyof NewPasswordForm> = {};
  if (needsOld && !f.oldPassword) e.oldPassword = t`Old password is required`;
  if (!f.newPassword) e.newPassword = t`New password is required`;
  else if (f.newPassword.length < 8) e.newPassword = t`The password must be at least 8 characters long`;
  else if (!STRONG_PASSWORD.test(f.newPassword)) e.newPassword = newPasswordStrength();
  if (!f.confirm) e.confirm = t`Confirm password is required`;
  else if (f.confirm !== f.newPassword) e.confirm = t`Passwords do not match`;
  return e;
}

export const MODES = ['none', 'single', 'in_relationship', 'engaged', 'married', 'community'] as const;

export type ProfileForm = {
  user_name: string;
  email: string;
  bio: string;
  mode: string;
  user_code: string;
};

export function validateProfile(f: ProfileForm): Errors<keyof ProfileForm> {
  const e: Errors<keyof ProfileForm> = {};
  const name = clean(f.user_name);
  if (!name) e.user_name = t`Username is required`;
  else if (name.length < 2) e.user_name = t`Name too short`;
  else if (name.length > 100) e.user_name = t`Name too long`;
  const email = clean(f.email);
  if (!email) e.email = t`Email is required`;
  else if (!isEmailAddress(email)) e.email = t`Invalid email`;
  else if (email.length > 255) e.email = t`Email too long`;
  if (clean(f.bio).length > 700) e.bio = t`Bio too long`;
  if (f.mode && !(MODES as readonly string[]).includes(f.mode)) e.mode = t`Choose a mode from the list`;
  if (f.user_code && !/^[\p{L}\p{N}._-]{0,50}$/u.test(clean(f.user_code))) e.user_code = t`User code may contain only letters, numbers, dots, dashes and underscores (at most 50)`;
  return e;
}

/** A mode (relationship status) as the profile shows it. */
export function modeLabel(mode: string): string {
  switch (mode) {
    case 'single':
      return t`single`;
    case 'in_relationship':
      return t`in relationship`;
    case 'engaged':
      return t`engaged`;
    case 'married':
      return t`married`;
    case 'community':
      return t`community`;
    default:
      return t`Not specified`;
  }
}
