import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { FRIEND_STATUSES, FriendStatus } from '../friend-status';

/** Sends a friend request (or accepts theirs when they already sent one to you). */
export class SendFriendRequestDto {
  /** The member to befriend. */
  @Type(() => Number)
  @IsInt({ message: 'receiverId must be a member id' })
  @Min(1, { message: 'receiverId must be a member id' })
  receiverId: number;
}

/** Answers a pending friend request that `senderId` sent you. */
export class AnswerFriendRequestDto {
  /** The member who sent the request. */
  @Type(() => Number)
  @IsInt({ message: 'senderId must be a member id' })
  @Min(1, { message: 'senderId must be a member id' })
  senderId: number;
}

/** Ends a friendship (either friend may). */
export class RemoveFriendDto {
  /** The friend to remove. */
  @Type(() => Number)
  @IsInt({ message: 'friendId must be a member id' })
  @Min(1, { message: 'friendId must be a member id' })
  friendId: number;
}

/** One named enum in the API document, so the SDK has a single `FriendStatus` type. */
export const ApiFriendStatus = (): PropertyDecorator => ApiProperty({ enum: FRIEND_STATUSES, enumName: 'FriendStatus' });

export class UserIdParamDto {
  @Type(() => Number)
  @IsInt({ message: 'userId must be a member id' })
  @Min(1, { message: 'userId must be a member id' })
  userId: number;
}

export class FriendStatusDto {
  /**
   * The relationship as the caller sees it: `none`, `pending` (you sent a request),
   * `incoming` (they sent you one), `accepted` (friends) or `declined` (a request was declined
   * or the friendship was removed; either side may send a new request).
   */
  @ApiFriendStatus()
  status: FriendStatus;
}

/** The answer to every friend action: what happened and the relationship afterwards. */
export class FriendActionDto {
  /** A confirmation to show, e.g. `Request Sent!`, `Friend request accepted`, `Friend removed.` */
  message: string;
  @ApiFriendStatus()
  status: FriendStatus;
}
