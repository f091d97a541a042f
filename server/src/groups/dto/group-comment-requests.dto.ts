import { IsBoolean, IsOptional } from 'class-validator';
import { IdField, Text } from './fields';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

export class NewGroupCommentDto {
  /** The text (trimmed, at most 2000 characters). May be empty only when media follows (`isReady: false`). */
  @IsOptional()
  @Text(2000, 'Comment must be text', 'Comment cannot be longer than 2000 characters')
  content?: string;

  /**
   * `true` (default) publishes the comment at once. `false` keeps it hidden until its images or
   * video are uploaded and processed (media endpoints, with this comment's id).
   */
  @IsOptional()
  @IsBoolean({ message: msg('isReady must be true or false').message })
  isReady?: boolean;
}

/** A like, unlike, deletion or report of one group comment. */
@KeepValidated()
export class GroupCommentIdDto {
  @IdField('commentId', 'comment')
  commentId: number;
}
