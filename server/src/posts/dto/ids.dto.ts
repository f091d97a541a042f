import { IsInt, Max, Min } from 'class-validator';
import { MAX_ID, ToInt } from './transforms';
import { KeepValidated } from '../../common/validation';

const POST_ID_MESSAGE = 'postId must be a positive integer';
const COMMENT_ID_MESSAGE = 'commentId must be a positive integer';

@KeepValidated()
export class PostIdDto {
  /** The post's posts_id. */
  @ToInt()
  @IsInt({ message: POST_ID_MESSAGE })
  @Min(1, { message: POST_ID_MESSAGE })
  @Max(MAX_ID, { message: POST_ID_MESSAGE })
  postId: number;
}

@KeepValidated()
export class CommentIdDto {
  /** The comment's comment_id. */
  @ToInt()
  @IsInt({ message: COMMENT_ID_MESSAGE })
  @Min(1, { message: COMMENT_ID_MESSAGE })
  @Max(MAX_ID, { message: COMMENT_ID_MESSAGE })
  commentId: number;
}
