/**
 * The events a webhook may subscribe to (issue 45): what a member may see about their own account
 * and the groups they administer. Names follow Standard Webhooks' `noun.verb` style.
 */
export const WEBHOOK_EVENT_TYPES = [
  /** The owner published a post (a prayer request is `prayer_request.created`). */
  'post.created',
  /** The owner published a prayer request. */
  'prayer_request.created',
  /** The owner marked one of their prayer requests answered. */
  'prayer_request.answered',
  /** Someone commented on the owner's post or prayer request. */
  'comment.created',
  /** Someone said "I prayed" for the owner's prayer request. */
  'prayer.prayed',
  /** Someone became a member of a group the owner administers. */
  'group.member_joined',
  /** Someone sent the owner a friend request. */
  'connection.requested',
  /** Someone accepted the owner's friend request. */
  'connection.accepted',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
