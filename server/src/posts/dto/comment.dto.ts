import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { IsText } from './transforms';
import { MediaItemDto } from './media.dto';
import { msg } from '../../i18n';

/** Comment text limit (the comments table holds 2000 characters). */
export const COMMENT_MAX_LENGTH = 2000;

export class NewCommentDto {
  /** The text, trimmed; at most 2000 characters. Blank only when media follows (`isReady: false`). */
  @IsOptional()
  @IsText(COMMENT_MAX_LENGTH, 'Comment must be text', `Comment cannot be longer than ${COMMENT_MAX_LENGTH} characters`)
  @ApiProperty({ required: false, maxLength: COMMENT_MAX_LENGTH })
  content?: string;

  /** `false` when media will be uploaded for this comment next; it is shown to others once processed. */
  @IsOptional()
  @IsBoolean({ message: msg('isReady must be true or false').message })
  isReady?: boolean;
}

export class CommentDto {
  comment_id: number;
  post_id: number;
  user_id: number;
  user_name: string;
  /** Author's picture; load it from `/api/` + profile_picture. */
  profile_picture: string;
  content: string;
  created_at: Date;
  like_count: number;
  /** Whether the signed-in member likes this comment. */
  is_liked: boolean;
  /** False while its media is being processed (then only its author sees it). */
  is_ready: boolean;
  /**
   * True while a moderator has still to approve it (a watched word held it, issue 42): only its
   * author sees it, marked as waiting for review.
   */
  held: boolean;
  media: MediaItemDto[];
}

export class CommentAnswerDto {
  comment: CommentDto;
}

export class CommentPageDto {
  /** Oldest first, for display; the page holds the newest comments older than the cursor. */
  comments: CommentDto[];
  /** Pass as `cursor` to load older comments; null when there are none. */
  nextCursor: string | null;
}
