import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_TYPES, MediaType } from '../../media';
import { GROUP_VISIBILITIES, GroupMemberRole, GroupMemberStatus, GroupVisibility } from '../group.entity';
import { MY_GROUP_STATUSES, MyGroupStatus } from '../membership-state';

/** A person shown with a group: an avatar, the inviter of an invitation. */
export class GroupPersonDto {
  user_id: number;
  user_name: string;
  /** Path under the API prefix, e.g. `uploads/profile_images/default-profile.png`. */
  profile_picture: string;
}

export class GroupMemberDto extends GroupPersonDto {
  bio: string;
  mode: string;
  /** `pending` rows are listed to admins only (join requests and open invitations). */
  @ApiProperty({ enum: ['pending', 'accepted'], enumName: 'GroupMemberStatus' })
  status: GroupMemberStatus;
  @ApiProperty({ enum: ['member', 'admin'], enumName: 'GroupMemberRole' })
  role: GroupMemberRole;
  joined_at: Date;
  /** Equal to `invitee_id` for a join request; another member's id for an invitation. */
  inviter_id: number;
  invitee_id: number;
  /** On the group's care team (issue 44): told at once of an emergency request in the group. */
  care_team: boolean;
}

export const GROUP_COMMENT_MEDIA_STATES = ['none', 'processing', 'ready', 'failed'] as const;
export type GroupCommentMediaState = (typeof GROUP_COMMENT_MEDIA_STATES)[number];

export class GroupCommentMediaDto {
  media_id: number;
  @ApiProperty({ enum: MEDIA_TYPES, enumName: 'MediaType' })
  media_type: MediaType;
  /** Storage path; load it from the API base plus this path. */
  media_path: string;
  /** A still image for a video, when one was made. */
  poster_path: string | null;
  /** The author's description (issue 41): an image's alt text, a video's accessible name; null when none. */
  description: string | null;
}

export class GroupCommentDto {
  comment_id: number;
  group_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  /** ISO time with microseconds. */
  created_at: string;
  like_count: number;
  is_liked: boolean;
  /** False while the comment waits for its media: then it is listed to its author only. */
  is_ready: boolean;
  /**
   * True while a moderator has still to approve it (a watched word held it, issue 42): only its
   * author sees it, marked as waiting for review.
   */
  held: boolean;
  media: GroupCommentMediaDto[];
  /**
   * Its files' state: `processing` while they wait, `failed` when one could not be processed (its
   * author may upload again to the comment: Retry), `ready`, or `none` without files.
   */
  @ApiProperty({ enum: GROUP_COMMENT_MEDIA_STATES, enumName: 'GroupCommentMediaState' })
  media_state: GroupCommentMediaState;
  /** The kind of the file that failed (what Retry asks for again), else null. */
  @ApiProperty({ enum: [...MEDIA_TYPES, null], nullable: true, type: String })
  failed_media_type: MediaType | null;
}

/** The header every viewer of a group sees. */
export class GroupHeaderDto {
  group_id: number;
  title: string;
  description: string;
  theme_color: string;
  /** `group_public`: visible in search (shown as Visible); `group_private`: hidden. */
  @ApiProperty({ enum: GROUP_VISIBILITIES, enumName: 'GroupVisibility' })
  visibility: GroupVisibility;
  is_active: boolean;
  host_user_id: number;
  created_at: Date;
  comment_count: number;
  /** Accepted members. */
  member_count: number;
  /** The caller's standing: `pending` is their own join request, `invited` an invitation to them. */
  @ApiProperty({ enum: MY_GROUP_STATUSES, enumName: 'MyGroupStatus' })
  my_status: MyGroupStatus;
  /** The caller's role once accepted, else null. */
  @ApiProperty({ enum: ['member', 'admin'], enumName: 'GroupMemberRole', nullable: true })
  my_role: GroupMemberRole | null;
}

export class GroupDto extends GroupHeaderDto {
  /** Who invited the caller, when `my_status` is `invited`. */
  inviter: GroupPersonDto | null;
  /**
   * Accepted members (admins first, then by joining time); admins also get the pending rows.
   * Someone who is not an accepted member gets only the first 5, for the avatars.
   */
  members: GroupMemberDto[];
  /** The thread, newest first, one page; empty for anyone who is not an accepted member. */
  comments: GroupCommentDto[];
  /** Pass as `cursor` to get the older comments; null when there are none. */
  next_cursor: string | null;
}

/** A group in a list (my groups, search results). */
export class GroupCardDto extends GroupHeaderDto {
  /** The caller's member row status (`pending` covers requests and invitations), null when none. */
  @ApiProperty({ enum: ['pending', 'accepted'], enumName: 'GroupMemberStatus', nullable: true })
  status: GroupMemberStatus | null;
  /** Up to 5 accepted members for the avatars; `member_count` gives the rest (`+N more`). */
  members: GroupPersonDto[];
}
