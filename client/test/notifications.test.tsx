import { NotificationDto } from '@pen/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeText } from '../src/features/dashboard/UnreadBadge';
import { NotificationCard } from '../src/features/notifications/NotificationCard';
import { groupByDay, notificationTarget } from '../src/features/notifications/notification-display';
import { renderWithApp, seededClient } from './connections-support';

const base: NotificationDto = {
  notification_id: 1,
  notification_type: 'like',
  link: '/post/12',
  content: 'Anna liked your post: “first words…”',
  created_at: '2026-03-10T10:15:00Z',
  read_at: null,
  actor: null,
};

describe('notification click targets (spec table)', () => {
  it('sends like, comment and mention to the post, group types to the group', () => {
    expect(notificationTarget({ notification_type: 'like', link: '/post/12' })).toBe('/post/12');
    expect(notificationTarget({ notification_type: 'comment', link: '/post/3' })).toBe('/post/3');
    expect(notificationTarget({ notification_type: 'mention', link: '/post/4' })).toBe('/post/4');
    expect(notificationTarget({ notification_type: 'group_comment', link: '/group/9' })).toBe('/group/9');
    expect(notificationTarget({ notification_type: 'group_join_request', link: '/group/9' })).toBe('/group/9');
  });

  it('sends follow to /my-connections and message to /messages whatever the link', () => {
    expect(notificationTarget({ notification_type: 'follow', link: null })).toBe('/my-connections');
    expect(notificationTarget({ notification_type: 'follow_accept', link: '/x' })).toBe('/my-connections');
    expect(notificationTarget({ notification_type: 'message', link: null })).toBe('/messages');
  });

  it('uses the own link otherwise, and nothing for a missing or foreign link', () => {
    expect(notificationTarget({ notification_type: 'invitation', link: '/group/5' })).toBe('/group/5');
    expect(notificationTarget({ notification_type: 'invitation', link: null })).toBeNull();
    expect(notificationTarget({ notification_type: 'like', link: 'https://evil.example' })).toBeNull();
  });
});

describe('date headers', () => {
  const now = new Date(2026, 2, 10, 18, 0);
  it('groups consecutive notifications of the same day', () => {
    const items = [
      { created_at: new Date(2026, 2, 10, 9).toISOString() },
      { created_at: new Date(2026, 2, 10, 8).toISOString() },
      { created_at: new Date(2026, 2, 9, 20).toISOString() },
    ];
    expect(groupByDay(items, now).map((g) => [g.header, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
    ]);
  });
});

describe('NotificationCard', () => {
  it('shows content, time and See more; clicking goes to the target', () => {
    renderWithApp(<ul><NotificationCard notification={base} unread /></ul>, seededClient([]));
    expect(screen.getByText('Anna liked your post: “first words…”')).toBeTruthy();
    expect(screen.getByText('New:')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Like' })).toBeTruthy();
    fireEvent.click(screen.getByText('See more'));
    expect(screen.getByTestId('location').textContent).toBe('/post/12');
  });

  it('has no See more without a target and looks read when read', () => {
    renderWithApp(<ul><NotificationCard notification={{ ...base, notification_type: 'invitation', link: null, read_at: '2026-03-10T11:00:00Z' }} unread={false} /></ul>, seededClient([]));
    expect(screen.queryByText('See more')).toBeNull();
    expect(screen.getByTestId('notification-card').className).not.toContain('unread');
  });

  it('shows the moderators\' notifications with their own icons', () => {
    renderWithApp(
      <ul>
        <NotificationCard notification={{ ...base, notification_type: 'moderation', link: null, content: 'A moderator removed your post: “x”. Reason: spam' }} unread />
        <NotificationCard notification={{ ...base, notification_id: 2, notification_type: 'report_resolved', link: null, content: 'We reviewed your report: the post was removed' }} unread />
      </ul>,
      seededClient([]),
    );
    expect(screen.getByRole('img', { name: 'From the moderators' }).className).toContain('noti-icon-moderation');
    expect(screen.getByRole('img', { name: 'Report reviewed' }).className).toContain('noti-icon-report_resolved');
    expect(screen.getByText('We reviewed your report: the post was removed')).toBeTruthy();
    expect(screen.queryByText('See more')).toBeNull();
  });
});

describe('badge', () => {
  it('caps the number at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
