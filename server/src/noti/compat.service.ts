import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MessageDto } from '../common/error.dto';
import {
  NewCommentLikeNotificationDto,
  NewCommentNotificationDto,
  NewGroupCommentLikeNotificationDto,
  NewPostLikeNotificationDto,
} from './dto/compat.dto';

export const COMPAT_ACCEPTED = 'Notification recorded';
export const NOT_YOUR_ACTION = 'There is no such action of yours to notify about';
export const WRONG_RECIPIENT = 'The recipient is not the author of this content';

/**
 * The older clients' notification calls. The notification itself was already derived by the
 * server from the action (like, comment); these calls only confirm that the caller really did
 * what they claim and that the recipient is the author, and never create anything, so a caller
 * can neither notify a member of something that did not happen nor cause a duplicate.
 */
@Injectable()
export class CompatNotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The content's author must be the recipient, and the caller's action must exist. */
  private async check(author: [string, unknown[]], notFound: string, action: [string, unknown[]], recipientId: number): Promise<MessageDto> {
    const rows: Array<{ author_id: number }> = await this.db.query(...author);
    if (rows.length === 0) throw new NotFoundException(notFound);
    if (rows[0].author_id !== recipientId) throw new ForbiddenException(WRONG_RECIPIENT);
    const done: unknown[] = await this.db.query(...action);
    if (done.length === 0) throw new ForbiddenException(NOT_YOUR_ACTION);
    return { message: COMPAT_ACCEPTED };
  }

  comment(userId: number, dto: NewCommentNotificationDto): Promise<MessageDto> {
    return this.check(
      [`SELECT user_id AS author_id FROM posts WHERE posts_id = $1`, [dto.postId]],
      'Post not found',
      [`SELECT 1 FROM comments WHERE post_id = $1 AND user_id = $2 LIMIT 1`, [dto.postId, userId]],
      dto.recipientUserId,
    );
  }

  postLike(userId: number, dto: NewPostLikeNotificationDto): Promise<MessageDto> {
    return this.check(
      [`SELECT user_id AS author_id FROM posts WHERE posts_id = $1`, [dto.postId]],
      'Post not found',
      [`SELECT 1 FROM post_likes WHERE posts_id = $1 AND user_id = $2`, [dto.postId, userId]],
      dto.recipientUserId,
    );
  }

  commentLike(userId: number, dto: NewCommentLikeNotificationDto): Promise<MessageDto> {
    return this.check(
      [`SELECT user_id AS author_id FROM comments WHERE comment_id = $1 AND post_id = $2`, [dto.commentId, dto.postId]],
      'Comment not found',
      [`SELECT 1 FROM comment_likes WHERE comment_id = $1 AND user_id = $2`, [dto.commentId, userId]],
      dto.recipientUserId,
    );
  }

  groupCommentLike(userId: number, dto: NewGroupCommentLikeNotificationDto): Promise<MessageDto> {
    return this.check(
      [`SELECT user_id AS author_id FROM group_comments WHERE comment_id = $1 AND group_id = $2`, [dto.commentId, dto.groupId]],
      'Comment not found',
      [`SELECT 1 FROM group_comment_likes WHERE comment_id = $1 AND user_id = $2`, [dto.commentId, userId]],
      dto.recipientUserId,
    );
  }
}
