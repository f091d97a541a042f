import type { AppAccess } from './app-access';

/** What an authenticated request carries as `request.user`. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  verified: boolean;
  /** A verified member whose registration a moderator has yet to approve (REGISTRATION_MODE=approval). */
  pendingReview?: boolean;
  /** A suspended member's limited session (issue 42): only `@AllowSuspended()` routes answer; `until` null: until lifted. */
  suspended?: { until: Date | null };
  /** Set when an API key or an OAuth app makes the request (issue #30); absent for Pen's own client. */
  app?: AppAccess;
}
