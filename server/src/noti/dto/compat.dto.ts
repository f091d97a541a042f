import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsDbId } from '../../common/db-id';

/**
 * Payloads of the older clients' notification calls (spec 001 §7). The texts they carry are
 * accepted but ignored: the server writes notifications from what really happened.
 */
class CompatBaseDto {
  /** The member the older client wants to notify. */
  @IsDbId('recipientUserId must be a whole number')
  recipientUserId: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  userName?: string;
}

class PostRefDto extends CompatBaseDto {
  @IsDbId('postId must be a whole number')
  postId: number;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  postContent?: string;
}

export class NewCommentNotificationDto extends PostRefDto {
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  content?: string;
}

export class NewPostLikeNotificationDto extends PostRefDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  recipientUserName?: string;
}

export class NewCommentLikeNotificationDto extends CompatBaseDto {
  @IsDbId('postId must be a whole number')
  postId: number;

  @IsDbId('commentId must be a whole number')
  commentId: number;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  commentContent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  recipientUserName?: string;
}

export class NewGroupCommentLikeNotificationDto extends CompatBaseDto {
  @IsDbId('groupId must be a whole number')
  groupId: number;

  @IsDbId('commentId must be a whole number')
  commentId: number;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  commentContent?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  recipientUserName?: string;
}
