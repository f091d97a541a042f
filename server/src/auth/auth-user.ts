/** What an authenticated request carries as `request.user`. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  verified: boolean;
}

export interface AccessTokenPayload {
  sub: number;
  sid: number;
  /** Expiry (seconds since the epoch); set on every token the app signs. */
  exp?: number;
}
