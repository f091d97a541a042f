import { EntityManager } from 'typeorm';
import { RemovableContent } from '../common/removable-content';
import { notificationLinks } from './notification-text';
import { aboutContentSql, setHiddenSql } from './removed-content-notifications.queries';

/** The parameters of aboutContentSql(target.type): the content's link and the dedupe keys naming a comment. */
function aboutParams(target: RemovableContent): unknown[] {
  switch (target.type) {
    case 'post':
      return [notificationLinks.post(target.postId)];
    case 'group':
      return [notificationLinks.group(target.groupId)];
    case 'comment':
      return [notificationLinks.post(target.postId), `comment:${target.commentId}`, `mention:comment:${target.commentId}`, `like:comment:${target.commentId}:by:`];
    case 'group_comment':
      return [notificationLinks.group(target.groupId), `group-comment:${target.commentId}`, `like:group-comment:${target.commentId}:by:`];
  }
}

/**
 * Hides (or shows again) every notification about content a moderator removed (or restored), in
 * the moderator's transaction `m`: a hidden one leaves the inbox at once, and is marked read, so
 * the unread count (which reads the partial unread index only) and the e-mail digest drop it too.
 * A restored notification comes back read. Answers how many changed.
 */
export async function setNotificationsHiddenAbout(m: EntityManager, target: RemovableContent, hidden: boolean): Promise<number> {
  const result: [unknown[], number] = await m.query(setHiddenSql(hidden, aboutContentSql(target.type)), aboutParams(target));
  return result[1];
}
