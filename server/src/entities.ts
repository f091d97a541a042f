import { DeviceSessionEntity } from '../auth/device-session.entity';
import { EmailTokenEntity } from '../auth/email-token.entity';
import { ConnectionEntity, FriendshipEntity } from '../conn/connection.entity';
import { GroupCommentEntity, GroupCommentLikeEntity, GroupEntity, GroupMemberEntity } from '../groups/group.entity';
import { CookieConsentEntity } from '../legal/cookie-consent.entity';
import { TermsEntity } from '../legal/terms.entity';
import { MediaEntity } from '../media/media.entity';
import { AnnouncementEntity } from '../noti/announcements/announcement.entity';
import { NotificationEntity } from '../noti/notification.entity';
import { CommentEntity } from '../posts/comment.entity';
import { CommentLikeEntity, PostLikeEntity } from '../posts/like.entity';
import { PostEntity } from '../posts/post.entity';
import { ReportEntity } from '../reports/report.entity';
import { PushSubscriptionEntity } from '../push/push-subscription.entity';
import { UserEntity } from '../users/user.entity';

export const ENTITIES = [
  UserEntity, DeviceSessionEntity, EmailTokenEntity, TermsEntity, AnnouncementEntity, CookieConsentEntity,
  PostEntity, CommentEntity, PostLikeEntity, CommentLikeEntity, ReportEntity, MediaEntity,
  ConnectionEntity, FriendshipEntity, GroupEntity, GroupMemberEntity, GroupCommentEntity, GroupCommentLikeEntity,
  NotificationEntity, PushSubscriptionEntity,
];
