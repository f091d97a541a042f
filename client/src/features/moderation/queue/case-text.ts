import { select, t } from '@lingui/core/macro';
import type { CaseTargetType, ReportCase, ResolveAction } from '../api/types';

/** Plain-English reasons (the report dialog's reasons). */
export function reasonLabel(reason: string): string {
  switch (reason) {
    case 'spam':
      return t`Spam`;
    case 'harassment':
      return t`Harassment`;
    case 'hate':
      return t`Hate`;
    case 'violence':
      return t`Violence`;
    case 'self_harm':
      return t`Self-harm`;
    case 'sexual_content':
      return t`Sexual content`;
    case 'misinformation':
      return t`Misinformation`;
    case 'spiritual_abuse':
      return t`Spiritual abuse`;
    case 'fundraising_scam':
      return t`Fundraising scam`;
    case 'private_information':
      return t`Private information`;
    case 'other':
      return t`Other`;
    default:
      return reason;
  }
}

export function targetLabel(type: CaseTargetType): string {
  return select(type, { post: 'Post', comment: 'Comment', group: 'Group', group_comment: 'Group comment', other: 'Member' });
}

/** The one-click actions and their key (approve: only for content held by a watched word). */
export const ACTIONS: ReadonlyArray<{ action: ResolveAction; key: string; danger: boolean }> = [
  { action: 'approve_content', key: 'a', danger: false },
  { action: 'dismiss', key: 'd', danger: false },
  { action: 'remove_content', key: 'r', danger: true },
  { action: 'warn_author', key: 'w', danger: false },
  { action: 'suspend_author', key: 's', danger: true },
];

/** How the console names an action on its button. */
export function actionLabel(action: ResolveAction): string {
  return select(action, { dismiss: 'Dismiss', remove_content: 'Remove', warn_author: 'Warn', approve_content: 'Approve', other: 'Suspend' });
}

/** How a resolved case says what was done (a heading of its own). */
export function resolutionLabel(action: ResolveAction): string {
  return select(action, { dismiss: 'Dismissed: no violation', remove_content: 'Content removed', warn_author: 'Author warned', approve_content: 'Approved', other: 'Author suspended' });
}

/** The member an action against "the author" reaches: the reported member, or the content's author. */
export function authorOf(c: ReportCase) {
  return c.target.author;
}

/** Which actions fit a case: a member has no content to remove; warn and suspend need an author. */
export function actionAllowed(c: ReportCase, action: ResolveAction): boolean {
  if (c.status !== 'open') return false;
  // Held content (a watched word's require_approval) waits for approve or remove, and nothing else.
  if (action === 'approve_content') return c.held;
  if (c.held) return action === 'remove_content';
  if (action === 'remove_content') return c.target_type !== 'user' && c.target.visible;
  if (action === 'warn_author' || action === 'suspend_author') return c.target_type === 'user' || authorOf(c) !== null;
  return true;
}

/** The question the confirmation asks. */
export function actionQuestion(c: ReportCase, action: ResolveAction): string {
  const type = c.target_type;
  const name = authorOf(c)?.user_name;
  switch (action) {
    case 'dismiss':
      return select(type, {
        post: 'Dismiss the reports about this post? Reporters are told no violation was found.',
        comment: 'Dismiss the reports about this comment? Reporters are told no violation was found.',
        group: 'Dismiss the reports about this group? Reporters are told no violation was found.',
        group_comment: 'Dismiss the reports about this group comment? Reporters are told no violation was found.',
        other: 'Dismiss the reports about this member? Reporters are told no violation was found.',
      });
    case 'remove_content':
      return select(type, {
        post: 'Remove this post for everyone? It is kept hidden for 30 days for an appeal, then deleted.',
        comment: 'Remove this comment for everyone? It is kept hidden for 30 days for an appeal, then deleted.',
        group: 'Remove this group for everyone? It is kept hidden for 30 days for an appeal, then deleted.',
        other: 'Remove this group comment for everyone? It is kept hidden for 30 days for an appeal, then deleted.',
      });
    case 'approve_content':
      return t`Approve this content? It is shown to everyone who may see it, and its author is not told.`;
    case 'warn_author':
      if (name) return t`Warn ${name}? They get a notification with your note.`;
      return type === 'user' ? t`Warn this member? They get a notification with your note.` : t`Warn the author? They get a notification with your note.`;
    case 'suspend_author':
      if (name) return t`Suspend ${name}? Their sessions end at once and their content is hidden while suspended.`;
      return type === 'user'
        ? t`Suspend this member? Their sessions end at once and their content is hidden while suspended.`
        : t`Suspend the author? Their sessions end at once and their content is hidden while suspended.`;
  }
}
