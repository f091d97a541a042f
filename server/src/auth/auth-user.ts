// The request's member is shared infrastructure (common/ reads it for rate limits and @CurrentUser).
export type { AuthUser } from '../common/auth-user';

export interface AccessTokenPayload {
  sub: number;
  sid: number;
  /** Expiry (seconds since the epoch); set on every token the app signs. */
  exp?: number;
}
