import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/**
 * Payloads of the older clients' notification calls (spec 001 §7). The texts they carry are
 * accepted but ignored: the server writes notifications from what really happened.
 */
class CompatBaseDto {
  /** The member the older client wants to notify. */
  @IsInt({ message: 'recipientUserId must be a whole number' })
  @Min(1, { message: 'recipientUserId must be a whole number' })
  recipientUserId: number;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  userName?: string;
}

class PostRefDto extends CompatBaseDto {
  @IsInt({ message: 'postId must be a whole number' })
  @Min(1, { message: 'postId must be a whole number' })
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
  @IsInt({ message: 'postId must be a whole number' })
  @Min(1, { message: 'postId must be a whole number' })
  postId: number;

  @IsInt({ message: 'commentId must be a whole number' })
  @Min(1, { message: 'commentId must be a whole number' })
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
  @IsInt({ message: 'groupId must be a whole number' })
  @Min(1, { message: 'groupId must be a whole number' })
  groupId: number;

  @IsInt({ message: 'commentId must be a whole number' })
  @Min(1, { message: 'commentId must be a whole number' })
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
