import { IsDbId } from '../../common/db-id';
import { KeepValidated } from '../../common/validation';

const POST_ID_MESSAGE = 'postId must be a positive integer';
const COMMENT_ID_MESSAGE = 'commentId must be a positive integer';

@KeepValidated()
export class PostIdDto {
  /** The post's posts_id. */
  @IsDbId(POST_ID_MESSAGE)
  postId: number;
}

@KeepValidated()
export class CommentIdDto {
  /** The comment's comment_id. */
  @IsDbId(COMMENT_ID_MESSAGE)
  commentId: number;
}
