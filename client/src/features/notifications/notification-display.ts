import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

export const TYPE_ICONS: Record<NotificationType, { icon: NoticeIconName; label: MessageDescriptor }> = {
  like: { icon: 'heart', label: msg`Like` },
  comment: { icon: 'comment', label: msg`Comment` },
  group_comment: { icon: 'users', label: msg`Group comment` },
  group_join_request: { icon: 'userPlus', label: msg`Join request` },
  invitation: { icon: 'mail', label: msg`Invitation` },
  follow: { icon: 'userPlus', label: msg`Friend request` },
  follow_accept: { icon: 'userCheck', label: msg`Friend request accepted` },
  mention: { icon: 'at', label: msg`Mention` },
  message: { icon: 'mail', label: msg`Message` },
  moderation: { icon: 'shieldAlert', label: msg`From the moderators` },
  report_resolved: { icon: 'flagCheck', label: msg`Report reviewed` },
  prayer_reminder: { icon: 'cross', label: msg`Prayer reminder` },
  prayer_checkin: { icon: 'cross', label: msg`Prayer check-in` },
  prayer: { icon: 'cross', label: msg`Someone prayed` },
  prayer_answered: { icon: 'checkCircle', label: msg`Prayer answered` },
  prayer_closed: { icon: 'cross', label: msg`Prayer request closed` },
  group_prayer: { icon: 'users', label: msg`Group prayer request` },
  care_reach_out: { icon: 'userCheck', label: msg`Care team reaching out` },
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
