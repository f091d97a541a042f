import { ApiProperty } from '@nestjs/swagger';
import { USER_MODES, UserMode } from '../../users';
import { MediaState, POST_TYPES, POST_VISIBILITIES, PRAYER_STATUSES, PostType, PostVisibility, PrayerStatus } from '../post.entity';
import { CommentDto } from './comment.dto';
import { MediaItemDto } from './media.dto';

export class PostDto {
  posts_id: number;
  user_id: number;
  user_name: string;
  /** The author's public handle, null when they chose none; their profile's address is /u/{user_code}. */
  user_code: string | null;
  /** Author's picture; load it from `/api/` + profile_picture. */
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

export class LikeAnswerDto {
  /** The exact number of likes after this call. */
  like_count: number;
  /** Whether the signed-in member likes it now. */
  is_liked: boolean;
}
