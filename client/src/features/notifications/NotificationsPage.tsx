import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { AppLayout } from '../../components/AppLayout';
import { Spinner } from '../../components/Spinner';
import { EnablePushCard } from '../../pwa/EnablePushCard';
import { useMarkRead } from './api/useMarkRead';
import { useNotifications } from './api/useNotifications';
import { NotificationAnnouncer } from './NotificationAnnouncer';
import { NotificationCard } from './NotificationCard';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { groupByDay } from './notification-display';
import { useLiveNotifications } from './useLiveNotifications';
import './notifications.css';

export default function NotificationsPage() {
  const { t } = useLingui();
  useLiveNotifications();
  const query = useNotifications();
  const markRead = useMarkRead();
  const notifications = useMemo(() => query.data?.pages.flatMap((p) => p.notifications) ?? [], [query.data]);
  // What was unread when first shown stays highlighted for this visit, although it is marked read at once.
  const seenUnread = useRef(new Set<number>());
  for (const n of notifications) if (n.read_at === null) seenUnread.current.add(n.notification_id);
  const markedUpTo = useRef(0);
  const { mutate } = markRead;

  // Spec: notifications are marked read after they are fetched.
  useEffect(() => {
    const newestUnread = notifications.filter((n) => n.read_at === null).reduce((max, n) => Math.max(max, n.notification_id), 0);
    if (newestUnread > markedUpTo.current) {
      markedUpTo.current = newestUnread;
      mutate(newestUnread);
    }
  }, [notifications, mutate]);

  const groups = groupByDay(notifications);

  return (
    <AppLayout title={t`Notifications`}>
      <div className="noti-page">
        <h1 className="noti-title">
          <Trans>Notifications</Trans>
        </h1>
        <NotificationAnnouncer />
        <EnablePushCard />
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          // The spec reports no message for failing notifications: an empty, calm state with a retry.
          <div className="noti-empty card">
            <p>
              <Trans>Notifications could not be loaded right now.</Trans>
            </p>
            <button type="button" className="button secondary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : notifications.length === 0 ? (
          <div className="noti-empty card">
            <span className="noti-empty-icon"><NoticeIcon name="bell" size={32} /></span>
            <p>
              <Trans>No notifications yet.</Trans>
            </p>
            <p className="muted">
              <Trans>Likes, comments, friend requests and group news will appear here.</Trans>
            </p>
          </div>
        ) : (
          <>
            {groups.map((g) => (
              <section key={g.header} className="noti-group" aria-label={g.header}>
                <h2 className="noti-date">{g.header}</h2>
                <ul className="noti-list">
                  {g.items.map((n) => (
                    <NotificationCard key={n.notification_id} notification={n} unread={seenUnread.current.has(n.notification_id)} />
                  ))}
                </ul>
              </section>
            ))}
            {query.hasNextPage ? (
              <div className="noti-more-wrap">
                <button type="button" className="button secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? t`Loading…` : t`Show older notifications`}
                </button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </AppLayout>
  );
}
