import { NotificationDto } from '@pen/sdk';
import type { NoticeIconName } from '../../components/icons/NoticeIcon';
import { formatDayHeading } from '../../lib/format';

type NotificationType = NotificationDto['notification_type'];

/**
 * Where a click on a notification leads (spec: like, comment, mention → /post/{id};
 * group_comment, group_join_request → /group/{id}; follow → /my-connections;
 * message → /messages; other → the notification's own link). The server stores exactly
 * those paths as links, so for post and group types the link is the target.
 */
export function notificationTarget(n: Pick<NotificationDto, 'notification_type' | 'link'>): string | null {
  switch (n.notification_type) {
    case 'follow':
    case 'follow_accept':
      return '/my-connections';
    case 'message':
      return '/messages';
    default:
      return n.link && n.link.startsWith('/') ? n.link : null;
  }
}

export const TYPE_ICONS: Record<NotificationType, { icon: NoticeIconName; label: string }> = {
  like: { icon: 'heart', label: 'Like' },
  comment: { icon: 'comment', label: 'Comment' },
  group_comment: { icon: 'users', label: 'Group comment' },
  group_join_request: { icon: 'userPlus', label: 'Join request' },
  invitation: { icon: 'mail', label: 'Invitation' },
  follow: { icon: 'userPlus', label: 'Friend request' },
  follow_accept: { icon: 'userCheck', label: 'Friend request accepted' },
  mention: { icon: 'at', label: 'Mention' },
  message: { icon: 'mail', label: 'Message' },
  moderation: { icon: 'shieldAlert', label: 'From the moderators' },
  report_resolved: { icon: 'flagCheck', label: 'Report reviewed' },
  prayer_reminder: { icon: 'cross', label: 'Prayer reminder' },
  prayer_checkin: { icon: 'cross', label: 'Prayer check-in' },
  prayer: { icon: 'cross', label: 'Someone prayed' },
  prayer_answered: { icon: 'checkCircle', label: 'Prayer answered' },
  prayer_closed: { icon: 'cross', label: 'Prayer request closed' },
};

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Consecutive notifications of the same day under one header (the list is newest first). */
export function groupByDay<T extends { created_at: string }>(items: T[], now = new Date()): Array<{ header: string; items: T[] }> {
  const groups: Array<{ key: string; header: string; items: T[] }> = [];
  for (const item of items) {
    const d = new Date(item.created_at);
    const key = dayKey(d);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, header: formatDayHeading(d, now), items: [item] });
  }
  return groups.map(({ header, items: list }) => ({ header, items: list }));
}
