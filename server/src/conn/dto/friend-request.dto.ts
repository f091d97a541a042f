import { ApiProperty } from '@nestjs/swagger';
import { IsDbId } from '../../common/db-id';
import { FRIEND_STATUSES, FriendStatus } from '../friend-status';

/** Sends a friend request (or accepts theirs when they already sent one to you). */
export class SendFriendRequestDto {
  /** The member to befriend. */
  @IsDbId('receiverId must be a member id')
  receiverId: number;
}

/** Answers a pending friend request that `senderId` sent you. */
export class AnswerFriendRequestDto {
  /** The member who sent the request. */
  @IsDbId('senderId must be a member id')
  senderId: number;
}

/** Ends a friendship (either friend may). */
export class RemoveFriendDto {
  /** The friend to remove. */
  @IsDbId('friendId must be a member id')
  friendId: number;
}

/** One named enum in the API document, so the SDK has a single `FriendStatus` type. */
export const ApiFriendStatus = (): PropertyDecorator => ApiProperty({ enum: FRIEND_STATUSES, enumName: 'FriendStatus' });

export class UserIdParamDto {
  @IsDbId('userId must be a member id')
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
