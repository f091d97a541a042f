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
} as const;
