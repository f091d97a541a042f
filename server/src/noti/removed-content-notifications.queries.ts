import { RemovableContent } from '../common/removable-content';

/** Statements hiding the notifications about removed content; run by removed-content-notifications.repository.ts. */

/**
 * The condition on notifications about a piece of content of `type` (its parameters are made by
 * the repository). A post's or group's are all those linking to it (notifications_link_idx); a
 * comment's are those of its post or group naming the comment in their dedupe key (the keys of
 * notification-derive.service.ts and group-fan-out.processor.ts).
 */
export function aboutContentSql(type: RemovableContent['type']): string {
  switch (type) {
    case 'post':
    case 'group':
      return 'link = $1';
    case 'comment':
      return `link = $1 AND (dedupe_key IN ($2, $3) OR starts_with(dedupe_key, $4))`;
    case 'group_comment':
      return `link = $1 AND (dedupe_key = $2 OR starts_with(dedupe_key, $3))`;
  }
}

/** Hides (marking read) or shows again the notifications matching `where`. */
export function setHiddenSql(hidden: boolean, where: string): string {
  const set = hidden ? `hidden_at = now(), read_at = coalesce(read_at, now()) WHERE hidden_at IS NULL` : `hidden_at = NULL WHERE hidden_at IS NOT NULL`;
  return `UPDATE notifications SET ${set} AND ${where}`;
}

/** @public Example arguments of each builder, for the statement snapshots (server/queries/). */
export const SQL_EXAMPLES: Record<string, unknown[][]> = {
  aboutContentSql: [['post'], ['group'], ['comment'], ['group_comment']],
  setHiddenSql: [
    [true, 'link = $1'],
    [false, 'link = $1'],
  ],
};
