// Every module's TypeORM entities, handed to DatabaseModule by the app: database/ is shared
// infrastructure and knows no feature module.
import { ApiKeyEntity, DeviceSessionEntity, EmailTokenEntity } from './auth';
import { ConnectionEntity, FriendshipEntity } from './conn';
import { GroupCommentEntity, GroupCommentLikeEntity, GroupEntity, GroupMemberEntity } from './groups';
import { CookieConsentEntity, TermsEntity } from './legal';
import { MediaEntity } from './media';
import { AnnouncementEntity, NotificationEntity } from './noti';
import { CommentEntity, CommentLikeEntity, PostEntity, PostLikeEntity } from './posts';
import { PushSubscriptionEntity } from './push';
import { ReportEntity } from './reports';
import { UserEntity } from './users';

export const ENTITIES = [
  UserEntity, DeviceSessionEntity, EmailTokenEntity, TermsEntity, AnnouncementEntity, CookieConsentEntity,
  PostEntity, CommentEntity, PostLikeEntity, CommentLikeEntity, ReportEntity, MediaEntity,
  ConnectionEntity, FriendshipEntity, GroupEntity, GroupMemberEntity, GroupCommentEntity, GroupCommentLikeEntity,
  NotificationEntity, PushSubscriptionEntity, ApiKeyEntity,
];
