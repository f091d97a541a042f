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

class PostIdRefDto extends CompatBaseDto {
  @IsDbId('postId must be a whole number')
  postId: number;
}

class GroupIdRefDto extends CompatBaseDto {
  @IsDbId('groupId must be a whole number')
  groupId: number;
}

class PostRefDto extends PostIdRefDto {
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

/** The liked comment, after the post or group it is in (the fields keep the order clients see). */
function LikedCommentDto<T extends new (...args: any[]) => CompatBaseDto>(InDto: T) {
  class LikedComment extends InDto {
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
  return LikedComment;
}

export class NewCommentLikeNotificationDto extends LikedCommentDto(PostIdRefDto) {}

export class NewGroupCommentLikeNotificationDto extends LikedCommentDto(GroupIdRefDto) {}
