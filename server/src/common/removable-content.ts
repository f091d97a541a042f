/**
 * A piece of content a moderator can remove (issue #29), named with what its owner knows of it:
 * the owners' removal functions answer it (posts and groups), and the notifications module finds
 * the notifications about it from it (noti `setNotificationsHiddenAbout`).
 */
export type RemovableContent =
  | { type: 'post'; postId: number }
  | { type: 'comment'; postId: number; commentId: number }
  | { type: 'group'; groupId: number }
  | { type: 'group_comment'; groupId: number; commentId: number };

/** What a moderator's removal or restoration changed: whose content it is, a preview of it, and what it is. */
export interface ModeratedContent {
  authorId: number;
  /** The first words of the text (a group: its title), for the author's notification and the audit. */
  preview: string;
  target: RemovableContent;
}

/** Removed content is kept hidden this long (for an appeal), then purged with its media. */
export const REMOVED_CONTENT_KEPT_DAYS = 30;

/** How many characters of the text a preview keeps. */
export const PREVIEW_LENGTH = 120;
