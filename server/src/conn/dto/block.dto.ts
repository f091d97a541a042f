import { IsDbId } from '../../common/db-id';

/** The member to block, unblock, mute or unmute. */
export class TargetUserDto {
  /** The other member's id. */
  @IsDbId('targetUserId must be a member id')
  targetUserId: number;
}

/** A member in your list of blocked or muted members. */
export class ListedMemberDto {
  user_id: number;
  user_name: string;
  /** Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`. */
  profile_picture: string;
}

export class BlockedUsersDto {
  /** The members you blocked, newest block first. */
  users: ListedMemberDto[];
}

export class MutedUsersDto {
  /** The members you muted, newest mute first. */
  users: ListedMemberDto[];
}
