import { EntityManager } from 'typeorm';
import { RemovableContent } from '../common/removable-content';
import { notificationLinks } from './notification-text';

/**
 * The notifications about a piece of content, as a condition on notifications with its
 * parameters. A post's or group's are all those linking to it (notifications_link_idx); a
 * comment's are those of its post or group naming the comment in their dedupe key (the keys of
 * notification-derive.service.ts and group-fan-out.processor.ts).
 */
function about(target: RemovableContent): { where: string; params: unknown[] } {
  switch (target.type) {
    case 'post':
      return { where: 'link = $1', params: [notificationLinks.post(target.postId)] };
    case 'group':
      return { where: 'link = $1', params: [notificationLinks.group(target.groupId)] };
    case 'comment':
      return {
        where: `link = $1 AND (dedupe_key IN ($2, $3) OR starts_with(dedupe_key, $4))`,
        params: [notificationLinks.post(target.postId), `comment:${target.commentId}`, `mention:comment:${target.commentId}`, `like:comment:${target.commentId}:by:`],
      };
    case 'group_comment':
      return {
        where: `link = $1 AND (dedupe_key = $2 OR starts_with(dedupe_key, $3))`,
        params: [notificationLinks.group(target.groupId), `group-comment:${target.commentId}`, `like:group-comment:${target.commentId}:by:`],
      };
  }
}

/**
 * Hides (or shows again) every notification about content a moderator removed (or restored), in
 * the moderator's transaction `m`: a hidden one leaves the inbox at once, and is marked read, so
 * the unread count (which reads the partial unread index only) and the e-mail digest drop it too.
 * A restored notification comes back read. Answers how many changed.
 */
export async function setNotificationsHiddenAbout(m: EntityManager, target: RemovableContent, hidden: boolean): Promise<number> {
  const { where, params } = about(target);
  const set = hidden ? `hidden_at = now(), read_at = coalesce(read_at, now()) WHERE hidden_at IS NULL` : `hidden_at = NULL WHERE hidden_at IS NOT NULL`;
  const result: [unknown[], number] = await m.query(`UPDATE notifications SET ${set} AND ${where}`, params);
  return result[1];
}
