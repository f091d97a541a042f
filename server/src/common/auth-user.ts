/** What an authenticated request carries as `request.user`. */
export interface AuthUser {
  userId: number;
  sessionId: number;
  verified: boolean;
}
