/** What an authenticated request carries as `request.user`. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  verified: boolean;
  /** A verified member whose registration a moderator has yet to approve (REGISTRATION_MODE=approval). */
  pendingReview?: boolean;
}
