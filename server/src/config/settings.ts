import { readFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { parseRateLimits, RateLimitRules } from '../common/rate-limit/rate-limit-table';
import { generatedSecret, SecretsFileError } from './secrets-file';

export type AppRole = 'api' | 'worker' | 'all';
export type StorageKind = 'local' | 's3';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** Who may create an account: anyone (open), anyone but a moderator approves them (approval), nobody (closed). */
export type RegistrationMode = 'open' | 'approval' | 'closed';
export const REGISTRATION_MODES: readonly RegistrationMode[] = ['open', 'approval', 'closed'];

export interface S3Settings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Every setting the process reads, validated once at start. */
export interface Settings {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URLS: comma list of streaming replicas of DATABASE_URL that take the hot reads
   * (database/read-database.service.ts); none by default, and then every read goes to the primary.
   */
  databaseReplicaUrls: string[];
  /** REPLICA_MAX_LAG_MS (default 1000): a replica further behind the primary than this is skipped until it catches up. */
  replicaMaxLagMs: number;
  /**
   * REPLICA_STICKY_MS (default 5000): how long a member's write is remembered, so their reads go
   * only to a replica that has replayed it (or to the primary). At least REPLICA_MAX_LAG_MS.
   */
  replicaStickyMs: number;
  redisUrl: string;
  /**
   * REDIS_SENTINELS + REDIS_SENTINEL_NAME (+ REDIS_SENTINEL_PASSWORD): every Redis connection finds
   * the current primary through these sentinels (redis/redis.module.ts); REDIS_URL then supplies
   * only the user name, password and database number. Unset: REDIS_URL is the one Redis.
   */
  redisSentinel: RedisSentinelSettings | undefined;
  /** Prefix of every Redis key and BullMQ queue, so several deployments (or test files) can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appRole: AppRole;
  storage: StorageKind;
  s3: S3Settings | undefined;
  jwtSecret: string;
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  logLevel: LogLevel;
  /** Per-member media quotas, the video caps checked at upload and the transcode time limit. */
  media: MediaSettings;
  /** Seconds between an account deletion and the purge of its data (spec: within 30 days). */
  accountPurgeDelaySeconds: number;
  /** PRAYER_CHECKIN_DAYS: an open prayer request's author is asked "Is this still a prayer need?" this many days after publishing (and after each "keep open"); issue #33. */
  prayerCheckinDays: number;
  /** PRAYER_JOBS_EVERY_SECONDS: how often the worker looks for due prayer reminders (a reminder comes at most this late; check-ins at most hourly). */
  prayerJobsEverySeconds: number;
  /** SCRATCH_SWEEP_SECONDS: how often each process removes the scratch directories of stopped processes on its machine (a killed API's partial upload). */
  scratchSweepSeconds: number;
  /**
   * CRISIS_RESOURCES_URL: where a member who reported self-harm is sent for crisis help (a local
   * helpline's page); the app's own `/crisis` page (general advice and example numbers) when unset.
   */
  crisisResourcesUrl: string;
  /** Directory holding the built web client, served at `/` when present. */
  clientDir: string | undefined;
  nodeEnv: string;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and scheme: none (false), the
   * nearest N hops, or the listed addresses/CIDRs. Trusting every sender would let any client
   * choose the IP the login limit counts and the session list shows.
   */
  trustProxy: TrustProxy;
  /** Request-rate limits by name (points per duration), the table's defaults with RATE_LIMITS applied. */
  rateLimits: RateLimitRules;
  /** Seconds after a declined friend request before its sender may ask the same member again (0: at once). */
  friendRequestCooldownSeconds: number;
  /** Host suffixes push endpoints may have (PUSH_ALLOWED_HOSTS); `*` allows any host with public addresses. */
  pushAllowedHosts: string[];
  /**
   * Origins of push services in the operator's own network (PUSH_PRIVATE_ORIGINS, default none):
   * endpoints there may use http and loopback or private addresses. For tests and private
   * deployments only; never an origin members' browsers could not reach.
   */
  pushPrivateOrigins: string[];
  /** Notification streams (SSE) one member may hold open at once in one API process; the next is refused with 429. */
  maxStreamsPerMember: number;
  /** STRIKE_DAYS (default 90): how long a warning, removal or suspension counts as an active strike. */
  strikeDays: number;
  /** REGISTRATION_MODE: open (default), approval (a moderator approves each verified newcomer) or closed (403). */
  registrationMode: RegistrationMode;
  /**
   * SIGNUP_MIN_FILL_SECONDS (default 3): a web sign-up sent sooner after the register page opened
   * is refused as automated; 0 turns the check off (the honeypot stays).
   */
  signupMinFillSeconds: number;
  /** CORS_ORIGINS: browser origins (besides registered OAuth apps') that may call the API cross-origin, never with cookies. */
  corsOrigins: string[];
  /** API_KEY_RATE_LIMIT: requests one API key may make per minute (RateLimit-* headers, then 429). */
  apiKeyRateLimit: number;
  /** OAUTH_APP_RATE_LIMIT: requests one OAuth app may make per minute, all its members together. */
  oauthAppRateLimit: number;
  /** OAUTH_SIGNING_KEY: the OAuth server's private signing key (a P-256 JWK as JSON); generated into DATA_DIR/secrets.json when unset. */
  oauthSigningKey: string;
  /** OAUTH_COOKIE_KEYS: comma list of keys signing the OAuth server's cookies (newest first); generated when unset. */
  oauthCookieKeys: string[];
  /**
   * REQUIRE_2FA_FOR_OPERATORS (default true): moderators and paka without two-factor sign-in are
   * refused by /api/mod (issue 43). The admin CLI is not affected.
   */
  require2faForOperators: boolean;
  /**
   * MFA_ENCRYPTION_KEY: the key (at least 32 characters) that encrypts authenticator secrets at
   * rest; generated into DATA_DIR/secrets.json when unset. Every replica needs the same one, and
   * changing it voids every member's authenticator enrolment (their recovery codes still work).
   */
  mfaEncryptionKey: string;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS (default false): webhook receivers may be http URLs on loopback
   * or private addresses. For tests and private deployments only: on a public server it lets any
   * member make Pen post to machines in its own network.
   */
  webhookAllowPrivateTargets: boolean;
  /** WEBHOOK_RETRY_BASE_MS (default 30 s): the first retry's delay after a failed webhook delivery; each next one doubles. */
  webhookRetryBaseMs: number;
}

export interface RedisSentinelSettings {
  sentinels: Array<{ host: string; port: number }>;
  /** The primary's name in the sentinels' configuration (`sentinel monitor <name> …`). */
  name: string;
  password: string | undefined;
}

export type TrustProxy = false | number | string[];

/** A setting with a bad value: the message names the setting and what it accepts. */
export class SettingsError extends Error {
  constructor(
    readonly setting: string,
    detail: string,
  ) {
    super(`Invalid setting ${setting}: ${detail}`);
    this.name = 'SettingsError';
  }
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const v = str(env, name);
  if (v === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw new SettingsError(name, `"${v}" is not one of ${allowed.join(', ')}`);
  }
  return v as T;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = str(env, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v)) throw new SettingsError(name, `"${v}" is not a whole number`);
  const n = Number(v);
  if (n < min || n > max) throw new SettingsError(name, `${n} is outside ${min}–${max}`);
  return n;
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const v = str(env, name) ?? fallback;
  if (v === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new SettingsError(name, `"${v}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new SettingsError(name, `"${v}" must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  // Trailing slashes cut by a scan from the end: /\/+$/ is retried from every slash (eslint regexp).
  let end = v.length;
  while (end > 0 && v[end - 1] === '/') end--;
  return v.slice(0, end);
}

/** DATABASE_REPLICA_URLS: a comma list of PostgreSQL URLs, each checked as DATABASE_URL is. */
function replicaUrls(env: Env): string[] {
  const v = str(env, 'DATABASE_REPLICA_URLS');
  if (v === undefined) return [];
  return v.split(',').map((entry) => {
    const replica = url({ DATABASE_REPLICA_URLS: entry }, 'DATABASE_REPLICA_URLS', ['postgres:', 'postgresql:']);
    if (replica === undefined) throw new SettingsError('DATABASE_REPLICA_URLS', `"${v}" has an empty entry`);
    return replica;
  });
}

/**
 * The lag a replica may have, and how long a member's write keeps their reads off replicas that
 * have not replayed it: a window shorter than the allowed lag would let a member's read reach a
 * replica that is allowed to be missing their write once the window ended.
 */
function replicaWindows(env: Env): { replicaMaxLagMs: number; replicaStickyMs: number } {
  const replicaMaxLagMs = int(env, 'REPLICA_MAX_LAG_MS', 1000, 10, 600_000);
  const replicaStickyMs = int(env, 'REPLICA_STICKY_MS', Math.max(5000, replicaMaxLagMs), 100, 3_600_000);
  if (replicaStickyMs < replicaMaxLagMs) throw new SettingsError('REPLICA_STICKY_MS', `${replicaStickyMs} is less than REPLICA_MAX_LAG_MS (${replicaMaxLagMs})`);
  return { replicaMaxLagMs, replicaStickyMs };
}

/**
 * Reads a secret from the environment, or from DATA_DIR/secrets.json where one is generated
 * once (see generatedSecret: two processes starting together end up with the same one).
 */
function secretFromDataDir(dataDir: string, key: string, make: () => string): string {
  try {
    return generatedSecret(dataDir, key, make);
  } catch (err) {
    if (err instanceof SecretsFileError) throw new SettingsError('DATA_DIR', err.message);
    throw err;
  }
}

/** Settings that may come from a file instead (NAME_FILE), as Compose and Kubernetes secrets provide them. */
export const FILE_SETTINGS = ['JWT_SECRET', 'VAPID_PRIVATE_KEY', 'DATABASE_URL', 'DATABASE_REPLICA_URLS', 'REDIS_SENTINEL_PASSWORD', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY', 'OAUTH_SIGNING_KEY', 'OAUTH_COOKIE_KEYS', 'MFA_ENCRYPTION_KEY'] as const;

/**
 * `env` with each NAME_FILE read into NAME. A secret file usually ends with a newline (echo, an
 * editor); it is not part of the secret. Both set is refused: which one wins would be a guess.
 */
export function withFileSecrets(env: Env): Env {
  const out: Env = { ...env };
  for (const name of FILE_SETTINGS) {
    const path = str(env, `${name}_FILE`);
    if (path === undefined) continue;
    if (str(env, name) !== undefined) throw new SettingsError(`${name}_FILE`, `${name} and ${name}_FILE are both set; set only one`);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      throw new SettingsError(`${name}_FILE`, `cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    const value = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
    if (value.trim() === '') throw new SettingsError(`${name}_FILE`, `${path} is empty`);
    out[name] = value;
  }
  return out;
}

function redisPrefix(env: Env): string {
  const v = str(env, 'REDIS_PREFIX') ?? 'pen';
  if (!/^[\w-]{1,40}$/.test(v)) throw new SettingsError('REDIS_PREFIX', `"${v}" may hold only letters, digits, _ and - (at most 40)`);
  return v;
}

/** One `host:port` of REDIS_SENTINELS; an IPv6 address in brackets (`[::1]:26379`). */
function sentinelAddress(entry: string): { host: string; port: number } {
  const m = /^(?:\[([\da-fA-F:.]{2,45})\]|([\w.-]{1,253})):(\d{1,5})$/.exec(entry);
  const port = m ? Number(m[3]) : 0;
  if (!m || port < 1 || port > 65535) throw new SettingsError('REDIS_SENTINELS', `"${entry}" is not host:port; give comma-separated sentinels such as sentinel-1:26379,sentinel-2:26379`);
  return { host: m[1] ?? m[2], port };
}

/** Sentinel mode needs both the sentinels and the primary's name; one without the other is a mistake, not a fallback to REDIS_URL. */
function redisSentinel(env: Env, redisUrl: string): RedisSentinelSettings | undefined {
  const list = str(env, 'REDIS_SENTINELS');
  const name = str(env, 'REDIS_SENTINEL_NAME');
  const password = str(env, 'REDIS_SENTINEL_PASSWORD');
  if (list === undefined && name === undefined) {
    if (password !== undefined) throw new SettingsError('REDIS_SENTINEL_PASSWORD', 'is used only with REDIS_SENTINELS and REDIS_SENTINEL_NAME');
    return undefined;
  }
  if (list === undefined) throw new SettingsError('REDIS_SENTINELS', 'is required with REDIS_SENTINEL_NAME (comma-separated host:port of the sentinels)');
  if (name === undefined) throw new SettingsError('REDIS_SENTINEL_NAME', 'is required with REDIS_SENTINELS (the name the sentinels monitor the primary under)');
  if (!/^[\w.-]{1,100}$/.test(name)) throw new SettingsError('REDIS_SENTINEL_NAME', `"${name}" may hold only letters, digits, _, . and -`);
  // Not wired: TLS to the primary and to the sentinels are separate ioredis options, untested here.
  if (redisUrl.startsWith('rediss:')) throw new SettingsError('REDIS_URL', 'rediss:// (TLS) is not supported with REDIS_SENTINELS; use redis:// (its host and port are ignored)');
  return { sentinels: list.split(',').map((e) => sentinelAddress(e.trim())), name, password };
}

/** proxy-addr's names for the loopback, link-local and private (unique local) ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash < 0 ? entry : entry.slice(0, slash);
  // Only the usual spellings: ipaddr.js would also read "1" or "0x7f000001" as IPv4 addresses.
  const plain = ipaddr.IPv4.isValidFourPartDecimal(address) || (address.includes(':') && ipaddr.IPv6.isValid(address));
  return plain && (slash < 0 || (/^\d{1,3}$/.test(entry.slice(slash + 1)) && ipaddr.isValidCIDR(entry)));
}

function trustProxy(env: Env): TrustProxy {
  const v = str(env, 'TRUST_PROXY');
  if (v === undefined || v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new SettingsError('TRUST_PROXY', `${hops} is outside 0–10 (the number of proxies in front of Pen)`);
    return hops === 0 ? false : hops;
  }
  if (v === 'true') throw new SettingsError('TRUST_PROXY', '"true" would let any client choose its IP address; give the number of proxies in front of Pen or their addresses');
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !proxyAddress(e));
  if (bad !== undefined) {
    throw new SettingsError('TRUST_PROXY', `"${bad}" is not an IP address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}; give a hop count or a comma-separated list`);
  }
  return entries;
}

function rateLimits(env: Env): RateLimitRules {
  try {
    return parseRateLimits(str(env, 'RATE_LIMITS'));
  } catch (err) {
    throw new SettingsError('RATE_LIMITS', (err as Error).message);
  }
}

export interface MediaSettings {
  /** Files a member may have waiting for processing (MEDIA_MAX_PENDING_PER_MEMBER). */
  maxPendingPerMember: number;
  /** Bytes a member may upload per UTC day (MEDIA_DAILY_UPLOAD_MB, in MB). */
  dailyUploadBytes: number;
  /** Video frame caps in either orientation (MEDIA_VIDEO_MAX_LONG_SIDE, MEDIA_VIDEO_MAX_SHORT_SIDE). */
  videoMaxLongSide: number;
  videoMaxShortSide: number;
  /** MEDIA_VIDEO_MAX_FPS. */
  videoMaxFps: number;
  /** Seconds one ffmpeg transcode may run before it is killed and its file fails (MEDIA_TRANSCODE_TIMEOUT_SECONDS). */
  transcodeTimeoutSeconds: number;
}

function mediaSettings(env: Env): MediaSettings {
  return {
    maxPendingPerMember: int(env, 'MEDIA_MAX_PENDING_PER_MEMBER', 20, 1, 10_000),
    dailyUploadBytes: int(env, 'MEDIA_DAILY_UPLOAD_MB', 2048, 1, 1_000_000) * 1024 * 1024,
    videoMaxLongSide: int(env, 'MEDIA_VIDEO_MAX_LONG_SIDE', 3840, 16, 16_384),
    videoMaxShortSide: int(env, 'MEDIA_VIDEO_MAX_SHORT_SIDE', 2160, 16, 16_384),
    videoMaxFps: int(env, 'MEDIA_VIDEO_MAX_FPS', 60, 1, 1000),
    transcodeTimeoutSeconds: int(env, 'MEDIA_TRANSCODE_TIMEOUT_SECONDS', 3600, 1, 24 * 3600),
  };
}

/** The public push services' host names (a subscription's host must be one of them or below one). */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com', // older Chrome subscriptions
  'updates.push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari (web.push.apple.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
];

function pushAllowedHosts(env: Env): string[] {
  const v = str(env, 'PUSH_ALLOWED_HOSTS');
  if (v === undefined) return DEFAULT_PUSH_HOSTS;
  const hosts = v.split(',').map((h) => h.trim().toLowerCase().replace(/^\*?\./, ''));
  const bad = hosts.find((h) => h !== '*' && !/^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*$/.test(h));
  if (bad !== undefined) throw new SettingsError('PUSH_ALLOWED_HOSTS', `"${bad}" is not a host name; give comma-separated host suffixes such as fcm.googleapis.com, or *`);
  return hosts;
}

function pushPrivateOrigins(env: Env): string[] {
  return origins(env, 'PUSH_PRIVATE_ORIGINS', 'https://push.internal:8443');
}

/** A comma list of origins (scheme, host and port), each as URL.origin writes it. */
function origins(env: Env, name: string, example: string): string[] {
  const v = str(env, name);
  if (v === undefined) return [];
  return v.split(',').map((entry) => {
    const e = entry.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(e);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== e.replace(/\/$/, '')) {
      throw new SettingsError(name, `"${e}" is not an origin such as ${example} (scheme, host and port only)`);
    }
    return parsed.origin;
  });
}

/**
 * The OAuth server's signing key (oauth/): every replica must hold the same one, so it is a
 * setting, or generated once into DATA_DIR/secrets.json like JWT_SECRET. Pen's access tokens for
 * apps are opaque; the key signs only what the protocol library signs itself.
 */
function oauthSigningKey(env: Env, dataDir: string): string {
  const given = str(env, 'OAUTH_SIGNING_KEY');
  if (given !== undefined) {
    let jwk: { kty?: string; d?: string } | undefined;
    try {
      jwk = JSON.parse(given) as { kty?: string; d?: string };
    } catch {
      jwk = undefined;
    }
    if (!jwk || jwk.kty !== 'EC' || !jwk.d) throw new SettingsError('OAUTH_SIGNING_KEY', 'must be a private P-256 key as a JWK (JSON)');
    return given;
  }
  return secretFromDataDir(dataDir, 'oauthSigningKey', () =>
    JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })),
  );
}

export function loadSettings(rawEnv: Env = process.env): Settings {
  const env = withFileSecrets(rawEnv);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!;
  const dataDir = resolve(str(env, 'DATA_DIR') ?? join(process.cwd(), '.data'));
  const storage = oneOf(env, 'STORAGE', ['local', 's3'] as const, 'local');
  let s3: S3Settings | undefined;
  if (storage === 's3') {
    const need = (name: string) => {
      const v = str(env, name);
      if (!v) throw new SettingsError(name, 'is required when STORAGE=s3');
      return v;
    };
    s3 = {
      endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
      region: str(env, 'S3_REGION') ?? 'us-east-1',
      bucket: need('S3_BUCKET'),
      accessKeyId: need('S3_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: oneOf(env, 'S3_FORCE_PATH_STYLE', ['true', 'false'] as const, 'true') === 'true',
    };
  }
  const jwtSecret = str(env, 'JWT_SECRET') ?? secretFromDataDir(dataDir, 'jwtSecret', () => randomBytes(48).toString('base64url'));
  if (jwtSecret.length < 32) throw new SettingsError('JWT_SECRET', 'must be at least 32 characters');
  const vapidPublicKey = str(env, 'VAPID_PUBLIC_KEY');
  const vapidPrivateKey = str(env, 'VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined)) {
    throw new SettingsError(vapidPublicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  }
  const mfaEncryptionKey = str(env, 'MFA_ENCRYPTION_KEY') ?? secretFromDataDir(dataDir, 'mfaEncryptionKey', () => randomBytes(32).toString('base64url'));
  if (mfaEncryptionKey.length < 32) throw new SettingsError('MFA_ENCRYPTION_KEY', 'must be at least 32 characters');
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')!;
  const mailFrom = str(env, 'MAIL_FROM') ?? 'Pen <no-reply@localhost>';
  if (!/@/.test(mailFrom)) throw new SettingsError('MAIL_FROM', `"${mailFrom}" holds no e-mail address`);
  return {
    port,
    host: str(env, 'HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseReplicaUrls: replicaUrls(env),
    ...replicaWindows(env),
    redisUrl,
    redisSentinel: redisSentinel(env, redisUrl),
    redisPrefix: redisPrefix(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    appRole: oneOf(env, 'APP_ROLE', ['api', 'worker', 'all'] as const, 'all'),
    storage,
    s3,
    jwtSecret,
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: str(env, 'VAPID_SUBJECT') ?? 'mailto:admin@localhost',
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    media: mediaSettings(env),
    accountPurgeDelaySeconds: int(env, 'ACCOUNT_PURGE_DELAY_SECONDS', 30 * 24 * 3600, 0, 30 * 24 * 3600),
    prayerCheckinDays: int(env, 'PRAYER_CHECKIN_DAYS', 30, 1, 365),
    prayerJobsEverySeconds: int(env, 'PRAYER_JOBS_EVERY_SECONDS', 300, 5, 3600),
    scratchSweepSeconds: int(env, 'SCRATCH_SWEEP_SECONDS', 60, 1, 3600),
    crisisResourcesUrl: url(env, 'CRISIS_RESOURCES_URL', ['https:', 'http:']) ?? '/crisis',
    clientDir: str(env, 'CLIENT_DIR'),
    nodeEnv: str(env, 'NODE_ENV') ?? 'development',
    trustProxy: trustProxy(env),
    rateLimits: rateLimits(env),
    friendRequestCooldownSeconds: int(env, 'FRIEND_REQUEST_COOLDOWN_SECONDS', 7 * 24 * 3600, 0, 366 * 24 * 3600),
    pushAllowedHosts: pushAllowedHosts(env),
    pushPrivateOrigins: pushPrivateOrigins(env),
    maxStreamsPerMember: int(env, 'SSE_MAX_STREAMS_PER_MEMBER', 10, 1, 1000),
    strikeDays: int(env, 'STRIKE_DAYS', 90, 1, 3650),
    registrationMode: oneOf(env, 'REGISTRATION_MODE', REGISTRATION_MODES, 'open'),
    signupMinFillSeconds: int(env, 'SIGNUP_MIN_FILL_SECONDS', 3, 0, 60),
    corsOrigins: origins(env, 'CORS_ORIGINS', 'https://app.example.org'),
    apiKeyRateLimit: int(env, 'API_KEY_RATE_LIMIT', 300, 1, 1_000_000),
    oauthAppRateLimit: int(env, 'OAUTH_APP_RATE_LIMIT', 3000, 1, 1_000_000),
    oauthSigningKey: oauthSigningKey(env, dataDir),
    require2faForOperators: oneOf(env, 'REQUIRE_2FA_FOR_OPERATORS', ['true', 'false'] as const, 'true') === 'true',
    mfaEncryptionKey,
    webhookAllowPrivateTargets: oneOf(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', ['true', 'false'] as const, 'false') === 'true',
    webhookRetryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    oauthCookieKeys: (str(env, 'OAUTH_COOKIE_KEYS') ?? secretFromDataDir(dataDir, 'oauthCookieKey', () => randomBytes(32).toString('base64url'))).split(',').map((k) => k.trim()),
  };
}
