import { NotificationDto } from '@pen/sdk';
import { useNavigate } from 'react-router-dom';
import { NoticeIcon } from '../../components/icons/NoticeIcon';
import { formatTime } from '../../lib/format';
import { CheckinActions, checkinPostId } from '../prayer';
import { notificationTarget, TYPE_ICONS } from './notification-display';

/** One notification: type icon, content, time, 'See more' when it leads somewhere; the whole card is clickable. */
export function NotificationCard({ notification, unread }: { notification: NotificationDto; unread: boolean }) {
  const navigate = useNavigate();
  const target = notificationTarget(notification);
  const type = TYPE_ICONS[notification.notification_type];
  const checkinPost = notification.notification_type === 'prayer_checkin' ? checkinPostId(notification.link) : null;
  const open = () => {
    if (target) navigate(target);
  };
  return (
    <li
      className={`noti-card${unread ? ' unread' : ''}${target ? ' clickable' : ''}`}
      onClick={open}
      data-testid="notification-card"
    >
      <span className={`noti-icon noti-icon-${notification.notification_type}`} role="img" aria-label={type.label}>
        <NoticeIcon name={type.icon} />
      </span>
      <div className="noti-body">
        <p className="noti-content">
          {unread ? <span className="visually-hidden">New: </span> : null}
          {notification.content}
        </p>
        <div className="noti-meta">
          <time dateTime={notification.created_at}>{formatTime(notification.created_at)}</time>
          {target ? (
            <a
              href={target}
              className="noti-more"
              onClick={(e) => {
                e.preventDefault();
                e.stopPropagation();
                open();
              }}
            >
              See more
            </a>
          ) : null}
        </div>
        {checkinPost ? <CheckinActions postId={checkinPost} /> : null}
      </div>
      {unread ? <span className="noti-dot" aria-hidden="true" /> : null}
    </li>
  );
}
