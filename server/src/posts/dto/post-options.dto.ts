import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IsDbId } from '../../common/db-id';
import { msg } from '../../i18n';
import { COMMENT_POLICIES, CommentPolicy } from '../post.entity';

/** Options of a new post (issue 44), the part of CreatePostDto that says who sees its author and who may comment. */
export class PostOptionsDto {
  /** A prayer or emergency request whose author is shown to nobody but themselves (`Anonymous`). Other posts answer 400. */
  @IsOptional()
  @IsBoolean({ message: msg('anonymous must be true or false').message })
  anonymous?: boolean;

  /** Who may comment: `everyone` (the default), the author's `friends`, or nobody (`none`: "I prayed" and likes only). */
  @ApiProperty({ enum: COMMENT_POLICIES, required: false, default: 'everyone' })
  @IsOptional()
  @IsIn(COMMENT_POLICIES, { message: msg('comment_policy must be everyone, friends or none').message })
  comment_policy?: CommentPolicy;

  /** A request for someone else; then `consent_confirmed: true` is required. */
  @IsOptional()
  @IsBoolean({ message: msg('for_someone_else must be true or false').message })
  for_someone_else?: boolean;

  /** The author confirms they have that person's permission, or use only their first name. */
  @IsOptional()
  @IsBoolean({ message: msg('consent_confirmed must be true or false').message })
  consent_confirmed?: boolean;
}

export class ChangeCommentPolicyDto {
  /** The post's posts_id. */
  @IsDbId(msg('postId must be a positive integer').message)
  postId: number;

  /** Who may comment from now on. */
  @ApiProperty({ enum: COMMENT_POLICIES })
  @IsIn(COMMENT_POLICIES, { message: msg('comment_policy must be everyone, friends or none').message })
  comment_policy: CommentPolicy;
}
