/**
 * Every Redis key the app writes, in one place, so names never collide across modules.
 * The REDIS client adds the deployment's prefix (REDIS_PREFIX) to each of them.
 */
export const redisKeys = {
  /** Key prefix of one request-rate limit (common/rate-limit); rate-limiter-flexible appends `:<who>`. */
  rateLimit: (limit: string) => `rate:${limit}`,
  userState: (userId: number) => `user-state:${userId}`,
  notificationChannel: (userId: number) => `noti:${userId}`,
  notificationEvents: 'noti-events',
  streamTicket: (ticket: string) => `sse-ticket:${ticket}`,
  /** Bytes a member uploaded as media on one UTC day (YYYY-MM-DD), for the daily quota. */
  mediaUploadBytes: (userId: number, day: string) => `media-bytes:${userId}:${day}`,
  /** One record of the OAuth server (oauth/oidc-redis-adapter.ts): a token, code, grant, interaction or session. */
  oauthRecord: (model: string, id: string) => `oauth:${model}:${id}`,
  /** The keys of the tokens issued under one OAuth grant, so revoking the grant deletes them all at once. */
  oauthGrantTokens: (grantId: string) => `oauth:grant-tokens:${grantId}`,
  /** A sign-in waiting for its second factor (auth/mfa), by the SHA-256 of its mfa_token. */
  mfaChallenge: (tokenHash: string) => `mfa-challenge:${tokenHash}`,
  /** A WebAuthn challenge waiting for its answer (auth/passkeys): for a member's new passkey, or for a sign-in by its value. */
  passkeyChallenge: (kind: 'register' | 'sign-in', id: string) => `passkey-challenge:${kind}:${id}`,
  /** The session a "new sign-in" mail's link ends (auth/new-device), by the SHA-256 of the link's token. */
  newSignIn: (tokenHash: string) => `new-sign-in:${tokenHash}`,
  /** An OAuth session's id by its uid. */
  oauthSessionUid: (uid: string) => `oauth:session-uid:${uid}`,
  /** The watched-word list's version (watched/): a change moves it, and every process reloads its copy of the list. */
  watchedWordsVersion: 'watched-words:version',
  /** The primary's WAL position after a member's latest write (database/read-database.service.ts): their reads skip replicas that have not replayed it. */
  replicaReadAfter: (userId: number) => `replica-read-after:${userId}`,
} as const;
