import { ApiProperty } from '@nestjs/swagger';
import { USER_MODES, UserMode } from '../../users';
import { COMMENT_POLICIES, CommentPolicy, MediaState, POST_TYPES, POST_VISIBILITIES, PRAYER_STATUSES, PostType, PostVisibility, PrayerStatus } from '../post.entity';
import { CommentDto } from './comment.dto';
import { MediaItemDto } from './media.dto';

export class PostDto {
  posts_id: number;
  /** The author; 0 on an anonymous request read by anyone but its author. */
  user_id: number;
  /** The author's name; `Anonymous` on an anonymous request read by anyone but its author. */
  user_name: string;
  /** The author's public handle, null when they chose none; their profile's address is /u/{user_code}. */
  user_code: string | null;
  /** Author's picture; load it from `/api/` + profile_picture. Empty on an anonymous request read by anyone but its author. */
  profile_picture: string;
  content: string;
  created_at: Date;
  @ApiProperty({ enum: POST_VISIBILITIES })
  visibility: PostVisibility;
  /** The group whose members alone see the post (`visibility` `group`); null on other posts. */
  @ApiProperty({ type: 'integer', nullable: true })
  group_id: number | null;
  @ApiProperty({ enum: POST_TYPES })
  post_type: PostType;
  /** False while the post's media is processed; such a post is shown to its author only. */
  is_ready: boolean;
  /** `none` without media, else `processing`, `ready` or `failed`. */
  @ApiProperty({ enum: ['none', 'processing', 'ready', 'failed'] })
  media_state: MediaState;
  /** Waiting for a moderator's review (a watched word, issue 42): shown to its author only until approved. */
  held: boolean;
  media: MediaItemDto[];
  like_count: number;
  comment_count: number;
  /** How many members prayed for this prayer request ("I prayed"); 0 on other posts. */
  prayer_count: number;
  /** A prayer request's status; null on other posts. */
  // null among the values too: OpenAPI 3.0's enum is checked before nullable by validators.
  @ApiProperty({ enum: [...PRAYER_STATUSES, null], nullable: true, type: String })
  prayer_status: PrayerStatus | null;
  /** When the prayer request was marked answered; null unless answered. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  answered_at: Date | null;
  /** The author's testimony of the answer; null unless answered with one. */
  @ApiProperty({ type: String, nullable: true })
  answer_testimony: string | null;
  /** An anonymous prayer request: its author is shown to nobody but themselves. */
  anonymous: boolean;
  /** Whether the signed-in member wrote this post (the only way to know it of an anonymous request). */
  is_mine: boolean;
  /** Who may comment: `everyone` who sees the post, the author's `friends`, or nobody (`none`: "I prayed" and likes only). */
  @ApiProperty({ enum: COMMENT_POLICIES })
  comment_policy: CommentPolicy;
  /** A request for someone else, published with the author's confirmation of that person's consent. */
  for_someone_else: boolean;
  /** Whether the signed-in member likes this post. */
  is_liked: boolean;
  /** Whether the signed-in member said "I prayed" for this prayer request; false on other posts. */
  is_prayed: boolean;
  /** The newest comments (at most 3), oldest first; load more with GET /api/posts/{id}/comments. */
  comments: CommentDto[];
}

export class PostAnswerDto {
  post: PostDto;
}

export class PostPageDto {
  /** Newest first. */
  posts: PostDto[];
  /** Pass as `cursor` for the next (older) page; null when there are no more posts. */
  nextCursor: string | null;
}

export class PostAuthorDto {
  user_id: number;
  user_name: string;
  /** The member's public handle, null when they chose none; their profile's address is /u/{user_code}. */
  user_code: string | null;
  profile_picture: string;
  bio: string;
  @ApiProperty({ enum: USER_MODES })
  mode: UserMode;
}

export class UserPostPageDto extends PostPageDto {
  /** The member whose posts these are (for the profile header). */
  user: PostAuthorDto;
}

export class VisibilityAnswerDto {
  /** The post's new audience. */
  @ApiProperty({ enum: POST_VISIBILITIES })
  visibility: PostVisibility;
}

export class CommentPolicyAnswerDto {
  /** The post's new comment policy. */
  @ApiProperty({ enum: COMMENT_POLICIES })
  comment_policy: CommentPolicy;
}

export class LikeAnswerDto {
  /** The exact number of likes after this call. */
  like_count: number;
  /** Whether the signed-in member likes it now. */
  is_liked: boolean;
}
