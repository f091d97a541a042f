import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsText } from './transforms';
import { POST_TYPES, POST_VISIBILITIES, PostType, PostVisibility } from '../post.entity';
import { msg } from '../../i18n';
import { IsDbId } from '../../common/db-id';
import { PostOptionsDto } from './post-options.dto';

/** Post text limit (spec: "Text is capped at 5000 characters"). */
export const POST_MAX_LENGTH = 5000;

/** A post's fields; the options of issue 44 (anonymous, comment_policy, for_someone_else) come from PostOptionsDto. */
export class CreatePostDto extends PostOptionsDto {
  /**
   * The text, at most 5000 characters; trimmed. May be blank only when media follows
   * (`isReady: false`), otherwise the answer is 400 `Content or media is required`.
   */
  @IsOptional()
  @IsText(POST_MAX_LENGTH, 'Content must be text', `Post text cannot be longer than ${POST_MAX_LENGTH} characters`)
  @ApiProperty({ required: false, maxLength: POST_MAX_LENGTH })
  content?: string;

  /**
   * Who sees the post: everyone (`public`, the default), only the author's friends, or only the
   * accepted members of group `groupId` (`group`, issue 44; the author must be one).
   */
  @ApiProperty({ enum: POST_VISIBILITIES, required: false, default: 'public' })
  @IsOptional()
  @IsIn(POST_VISIBILITIES, { message: msg('Visibility must be public, friends or group').message })
  visibility?: PostVisibility;

  /** With `visibility: "group"` (and only then): the group whose members alone see the post. */
  @IsDbId('groupId must be a group id', { optional: true })
  groupId?: number;

  /**
   * `true` (the default) for a post without media. `false` when media will be uploaded next
   * (POST /api/media/upload-*): the post stays hidden from others until the media is processed.
   */
  @IsOptional()
  @IsBoolean({ message: msg('isReady must be true or false').message })
  isReady?: boolean;

  /** `normal` (the default) for a post; prayer requests send `pray_request` or `emergency_pray_request`. */
  @ApiProperty({ enum: POST_TYPES, required: false, default: 'normal' })
  @IsOptional()
  @IsIn(POST_TYPES, { message: msg('postType must be normal, pray_request or emergency_pray_request').message })
  postType?: PostType;
}

export class CreatePostAnswerDto {
  /** The new post's posts_id (for the media upload that may follow). */
  postId: number;
  /** `Post created` or `Prayer request created`. */
  message: string;
}
