import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, ValidateBy } from 'class-validator';
import { NOTIFICATION_TYPES, NotificationType } from '../notification.entity';
import { DB_ID_MAX, IsDbId } from '../../common/db-id';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

export class NotificationActorDto {
  user_id: number;
  user_name: string;
  profile_picture: string;
}

export class NotificationDto {
  notification_id: number;
  @ApiProperty({ enum: NOTIFICATION_TYPES })
  notification_type: NotificationType;
  /** Where a click leads (a client route such as /post/12), or null. */
  link: string | null;
  /** The sentence to show, e.g. `Anna liked your post: “first words…”`. */
  content: string;
  created_at: Date;
  /** null while unread. */
  read_at: Date | null;
  /** The member whose action caused the notification, for the avatar. */
  actor: NotificationActorDto | null;
}

/** A cursor is a notification id: digits, no larger than PostgreSQL's int (a larger one would fail in SQL). */
const isNotificationCursor = (v: unknown) => typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) <= DB_ID_MAX;

@KeepValidated()
export class UserNotificationsQueryDto {
  /** Page size (default 20, at most 50). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: msg('limit must be a whole number').message })
  @Min(1, { message: msg('limit must be between 1 and 50').message })
  @Max(50, { message: msg('limit must be between 1 and 50').message })
  limit?: number;

  /** The nextCursor of the previous page. */
  @IsOptional()
  @IsString()
  @ValidateBy({ name: 'notificationCursor', validator: { validate: isNotificationCursor } }, { message: msg('cursor is not valid').message })
  cursor?: string;
}

export class UserNotificationsDto {
  /** Newest first. */
  notifications: NotificationDto[];
  /** Pass as cursor to get the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export class UnreadCountDto {
  /** Unread notifications (counted up to 999). */
  unreadCount: number;
}

export class MarkNotificationsReadDto {
  /** Marks read only notifications up to this id (the newest one the member has seen); all when absent. */
  @IsDbId('upToId must be a whole number', { optional: true })
  upToId?: number;
}

export class MarkNotificationsReadResultDto {
  message: string;
  unreadCount: number;
}

export class StreamTicketDto {
  /** Single-use, valid for 30 seconds: open GET /api/noti/stream?ticket=… with it. */
  ticket: string;
}

export class StreamQueryDto {
  @IsString({ message: msg('Stream ticket is invalid or expired').message })
  @Matches(/^[A-Za-z0-9_-]{32}$/, { message: msg('Stream ticket is invalid or expired').message })
  ticket: string;
}
