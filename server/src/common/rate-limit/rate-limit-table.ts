import { type Message, msg } from '../../i18n';

/**
 * Every request-rate limit of the app, in one table: what it counts (per signed-in member, per
 * client network address or per e-mail address), how many in how long by default, and what the
 * refused caller reads. The numbers can be changed with the RATE_LIMITS setting
 * (`posts=60/1h,likes=1000/1h`); the defaults are generous for a real member and stop a script.
 */

/** Whose actions one counter counts. */
export type RateLimitScope = 'member' | 'ip' | 'email';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

interface RateLimitDefinition extends RateLimitRule {
  per: RateLimitScope;
  /** The 429 message; `wait` reads like "5 minutes" (a message, so it is translated with it). */
  message: (wait: Message, secondsLeft: number) => Message;
  /** A per-address budget a member-counted route also draws on, so many accounts on one network share a ceiling. */
  alsoPerIp?: 'writes-ip';
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const FAILED_LOGINS = () => msg('Too many failed login attempts. Try again later.');

export const RATE_LIMIT_DEFINITIONS = {
  register: { per: 'ip', points: 10, durationSeconds: HOUR, message: (wait: Message) => msg('Too many registrations from this network. Try again in {wait}.', { wait }) },
  'login-email': { per: 'email', points: 10, durationSeconds: 15 * 60, message: FAILED_LOGINS },
  'login-ip': { per: 'ip', points: 50, durationSeconds: 15 * 60, message: FAILED_LOGINS },
  // Second-factor codes and reauthentication (issue 43): on top of each mfa_token's 5 tries, so a
  // network cannot cycle through fresh tokens to guess codes.
  'login-mfa': { per: 'ip', points: 50, durationSeconds: 15 * 60, message: FAILED_LOGINS },
  // Passkey sign-in options: the sign-in page asks for them on every load (the browser's passkey
  // autofill), so they cannot share login-mfa's 50 without locking a church's network out of the
  // second step; each only stores a 5-minute challenge in Redis.
  'passkey-options': { per: 'ip', points: 600, durationSeconds: 15 * 60, message: () => msg('Too many sign-in attempts from this network. Try again later.') },
  reauthenticate: { per: 'member', points: 10, durationSeconds: 15 * 60, message: (wait: Message) => msg('Too many attempts to confirm your identity. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Turning two-factor sign-in on or off and new recovery codes.
  'two-factor': { per: 'member', points: 30, durationSeconds: HOUR, message: (wait: Message) => msg('Too many two-factor changes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'reset-email': { per: 'email', points: 5, durationSeconds: HOUR, message: () => msg('Maximum attempts reached. Please try again later.') },
  'resend-email': {
    per: 'email',
    points: 1,
    durationSeconds: 60,
    message: (_wait: Message, seconds: number) => msg('Please wait {seconds} seconds before requesting another verification email.', { seconds }),
  },
  search: { per: 'member', points: 30, durationSeconds: 60, message: () => msg('Too many requests. Please wait before trying again.') },
  posts: { per: 'member', points: 30, durationSeconds: HOUR, message: (wait: Message) => msg('Too many posts. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  comments: { per: 'member', points: 120, durationSeconds: HOUR, message: (wait: Message) => msg('Too many comments. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  likes: { per: 'member', points: 600, durationSeconds: HOUR, message: (wait: Message) => msg('Too many likes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // "I prayed" and taking it back (issue #33), as generous as likes.
  prayers: { per: 'member', points: 600, durationSeconds: HOUR, message: (wait: Message) => msg('Too many prayers. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  reports: { per: 'member', points: 30, durationSeconds: HOUR, message: (wait: Message) => msg('Too many reports. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'friend-requests': { per: 'member', points: 50, durationSeconds: DAY, message: (wait: Message) => msg('Too many friend requests. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  blocks: { per: 'member', points: 200, durationSeconds: DAY, message: (wait: Message) => msg('Too many blocks and mutes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  groups: { per: 'member', points: 10, durationSeconds: DAY, message: (wait: Message) => msg('Too many new groups. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'group-invitations': { per: 'member', points: 100, durationSeconds: DAY, message: (wait: Message) => msg('Too many group invitations. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'join-requests': { per: 'member', points: 50, durationSeconds: DAY, message: (wait: Message) => msg('Too many requests to join groups. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  uploads: { per: 'member', points: 60, durationSeconds: HOUR, message: (wait: Message) => msg('Too many uploads. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'profile-pictures': { per: 'member', points: 20, durationSeconds: HOUR, message: (wait: Message) => msg('Too many profile picture changes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'stream-tickets': { per: 'member', points: 300, durationSeconds: HOUR, message: (wait: Message) => msg('Too many notification stream connections. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  'push-subscriptions': { per: 'member', points: 30, durationSeconds: HOUR, message: (wait: Message) => msg('Too many push subscription changes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Requests of a copy of one's data: the service allows one a day; this stops a script hammering it.
  'data-exports': { per: 'member', points: 10, durationSeconds: DAY, message: (wait: Message) => msg('Too many data export requests. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Appeals of moderation decisions (issue 42): the service allows one open appeal per decision.
  appeals: { per: 'member', points: 20, durationSeconds: DAY, message: (wait: Message) => msg('Too many appeals. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Operators' decisions (resolve, suspend, unsuspend, roles): a busy moderator's day, not a script's.
  moderation: { per: 'member', points: 600, durationSeconds: HOUR, message: (wait: Message) => msg('Too many moderation actions. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Every other change a member makes (deleting, leaving, accepting, marking read, settings): one budget.
  writes: { per: 'member', points: 1000, durationSeconds: HOUR, message: (wait: Message) => msg('Too many changes. Try again in {wait}.', { wait }), alsoPerIp: 'writes-ip' },
  // Calls without a member: the session cookie's refresh and removal, reset and cancel links, unsubscribe.
  'public-writes': { per: 'ip', points: 2000, durationSeconds: HOUR, message: (wait: Message) => msg('Too many requests from this network. Try again in {wait}.', { wait }) },
  'writes-ip': { per: 'ip', points: 5000, durationSeconds: HOUR, message: (wait: Message) => msg('Too many requests from this network. Try again in {wait}.', { wait }) },
} satisfies Record<string, RateLimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFINITIONS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFINITIONS) as RateLimitName[];

export function rateLimitDefinition(name: RateLimitName): RateLimitDefinition {
  return RATE_LIMIT_DEFINITIONS[name];
}

export function defaultRateLimitRules(): RateLimitRules {
  return Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { points: RATE_LIMIT_DEFINITIONS[n].points, durationSeconds: RATE_LIMIT_DEFINITIONS[n].durationSeconds }])) as RateLimitRules;
}

const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: HOUR, d: DAY };
// Linear: one pass over fixed character classes, no nested or overlapping quantifiers.
const ENTRY = /^([a-z][a-z-]{0,39})=(\d{1,9})\/(\d{1,9})([smhd]?)$/;
const MAX_DURATION_SECONDS = 366 * DAY;

/**
 * The default table with the overrides of a RATE_LIMITS value applied: comma-separated
 * `name=points/duration`, the duration in seconds or with a unit (`30s`, `15m`, `1h`, `7d`).
 * Throws an Error whose message says what is wrong with which entry.
 */
export function parseRateLimits(value: string | undefined): RateLimitRules {
  const rules = defaultRateLimitRules();
  if (value === undefined || value.trim() === '') return rules;
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const m = ENTRY.exec(entry);
    if (!m) throw new Error(`"${entry}" is not name=points/duration (e.g. posts=30/1h)`);
    const [, name, points, amount, unit] = m;
    if (!(name in RATE_LIMIT_DEFINITIONS)) throw new Error(`"${name}" is not a limit; known: ${RATE_LIMIT_NAMES.join(', ')}`);
    const durationSeconds = Number(amount) * UNIT_SECONDS[unit];
    if (Number(points) < 1) throw new Error(`${name} must allow at least 1`);
    if (durationSeconds < 1 || durationSeconds > MAX_DURATION_SECONDS) throw new Error(`${name}'s duration must be 1 second to 366 days`);
    rules[name as RateLimitName] = { points: Number(points), durationSeconds };
  }
  return rules;
}

/** "45 seconds", "1 minute", "3 hours", "2 days": the wait, rounded up to the unit that reads best (a message: said in the reader's language). */
export function waitMessage(seconds: number): Message {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return msg('{amount, plural, one {# second} other {# seconds}}', { amount: s });
  if (s < 2 * HOUR) return msg('{amount, plural, one {# minute} other {# minutes}}', { amount: Math.ceil(s / 60) });
  if (s < 2 * DAY) return msg('{amount, plural, one {# hour} other {# hours}}', { amount: Math.ceil(s / HOUR) });
  return msg('{amount, plural, one {# day} other {# days}}', { amount: Math.ceil(s / DAY) });
}

/** The wait in English (the API document's wording). */
export function describeWait(seconds: number): string {
  return waitMessage(seconds).message;
}
