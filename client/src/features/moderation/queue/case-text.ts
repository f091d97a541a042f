import type { CaseTargetType, ReportCase, ResolveAction } from '../api/types';

/** Plain-English reasons (the report dialog's reasons). */
export const REASON_LABELS: Record<string, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  violence: 'Violence',
  self_harm: 'Self-harm',
  sexual_content: 'Sexual content',
  misinformation: 'Misinformation',
  other: 'Other',
};

export const TARGET_LABELS: Record<CaseTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  group: 'Group',
  group_comment: 'Group comment',
  user: 'Member',
};

/** The four one-click actions, their key and how the console names them. */
export const ACTIONS: ReadonlyArray<{ action: ResolveAction; key: string; label: string; danger: boolean }> = [
  { action: 'dismiss', key: 'd', label: 'Dismiss', danger: false },
  { action: 'remove_content', key: 'r', label: 'Remove', danger: true },
  { action: 'warn_author', key: 'w', label: 'Warn', danger: false },
  { action: 'suspend_author', key: 's', label: 'Suspend', danger: true },
];

export const RESOLUTION_LABELS: Record<ResolveAction, string> = {
  dismiss: 'Dismissed: no violation',
  remove_content: 'Content removed',
  warn_author: 'Author warned',
  suspend_author: 'Author suspended',
};

/** The member an action against "the author" reaches: the reported member, or the content's author. */
export function authorOf(c: ReportCase) {
  return c.target.author;
}

/** Which actions fit a case: a member has no content to remove; warn and suspend need an author. */
export function actionAllowed(c: ReportCase, action: ResolveAction): boolean {
  if (c.status !== 'open') return false;
  if (action === 'remove_content') return c.target_type !== 'user' && c.target.visible;
  if (action === 'warn_author' || action === 'suspend_author') return c.target_type === 'user' || authorOf(c) !== null;
  return true;
}

/** The question the confirmation asks. */
export function actionQuestion(c: ReportCase, action: ResolveAction): string {
  const what = TARGET_LABELS[c.target_type].toLowerCase();
  const who = authorOf(c)?.user_name ?? (c.target_type === 'user' ? 'this member' : 'the author');
  switch (action) {
    case 'dismiss':
      return `Dismiss the reports about this ${what}? Reporters are told no violation was found.`;
    case 'remove_content':
      return `Remove this ${what} for everyone? It is kept hidden for 30 days for an appeal, then deleted.`;
    case 'warn_author':
      return `Warn ${who}? They get a notification with your note.`;
    case 'suspend_author':
      return `Suspend ${who}? Their sessions end at once and their content is hidden while suspended.`;
  }
}
