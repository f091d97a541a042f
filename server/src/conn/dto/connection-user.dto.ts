import { ApiFriendStatus } from './friend-request.dto';
import { FriendStatus } from '../friend-status';

/** A member as friend lists and search show them. */
export class ConnectionUserDto {
  user_id: number;
  user_name: string;
  /** The member's testimony (lists show its first 40 characters). */
  bio: string;
  /** none, single, in_relationship, engaged, married or community. */
  mode: string;
  /** Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`. */
  profile_picture: string;
}

/** A pending request sent to the caller. */
export class FriendRequestDto extends ConnectionUserDto {
  connections_id: number;
  /** When the request was sent. */
  created_at: Date;
}

export class FriendRequestsDto {
  /** Pending requests to the caller, newest first. */
  requests: FriendRequestDto[];
}

export class ConnectionUsersDto {
  /** The caller's friends, by name. */
  users: ConnectionUserDto[];
}

/** A search hit, with the relationship as the caller sees it. */
export class SearchUserDto extends ConnectionUserDto {
  /** The member's public handle, null when they chose none; their profile's address is /u/{user_code}. */
  user_code: string | null;
  @ApiFriendStatus()
  friend_status: FriendStatus;
}

export class MemberByCodeDto {
  /** The member, as search shows them. */
  user: SearchUserDto;
}

export class SearchUsersDto {
  /** At most 20 members, best match first (exact name, then names starting with the term). */
  users: SearchUserDto[];
}
