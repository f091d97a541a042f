import { IsDbId } from '../../common/db-id';
import { KeepValidated } from '../../common/validation';
import { msg } from '../../i18n';

const POST_ID_MESSAGE = msg('postId must be a positive integer').message;
const COMMENT_ID_MESSAGE = msg('commentId must be a positive integer').message;

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
