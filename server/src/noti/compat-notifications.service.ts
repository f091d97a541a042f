import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MessageDto } from '../common/error.dto';
import { GROUP_COMMENT_NOT_FOUND, GroupAccessService, likesGroupComment } from '../groups';
import { COMMENT_NOT_FOUND, hasCommented, likesComment, likesPost, PostAccessService } from '../posts';
import {
  NewCommentLikeNotificationDto,
  NewCommentNotificationDto,
  NewGroupCommentLikeNotificationDto,
  NewPostLikeNotificationDto,
} from './dto/compat.dto';
import { msg } from '../i18n';

export const COMPAT_ACCEPTED = msg('Notification recorded').message;
export const NOT_YOUR_ACTION = msg('There is no such action of yours to notify about').message;
export const WRONG_RECIPIENT = msg('The recipient is not the author of this content').message;

/**
 * The older clients' notification calls. The notification itself was already derived by the
 * server from the action (like, comment); these calls only confirm that the caller really did
 * what they claim and that the recipient is the author, and never create anything, so a caller
 * can neither notify a member of something that did not happen nor cause a duplicate.
 *
 * The content is loaded first through its module's reading rule (PostAccessService, GroupAccessService):
 * content the caller may not read answers exactly as content that never existed, so the calls
 * tell nothing about friends-only or unready posts, private threads or their authors.
 */
@Injectable()
export class CompatNotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly posts: PostAccessService,
    private readonly groups: GroupAccessService,
  ) {}

  /** The content (already readable by the caller) must be the recipient's, and the caller's action must exist. */
  private async confirm(authorId: number, recipientId: number, done: (m: EntityManager) => Promise<boolean>): Promise<MessageDto> {
    if (authorId !== recipientId) throw new ForbiddenException(WRONG_RECIPIENT);
    if (!(await done(this.db.manager))) throw new ForbiddenException(NOT_YOUR_ACTION);
    return { message: COMPAT_ACCEPTED };
  }

  async comment(userId: number, dto: NewCommentNotificationDto): Promise<MessageDto> {
    const post = await this.posts.visiblePost(userId, dto.postId);
    return this.confirm(post.user_id, dto.recipientUserId, (m) => hasCommented(m, dto.postId, userId));
  }

  async postLike(userId: number, dto: NewPostLikeNotificationDto): Promise<MessageDto> {
    const post = await this.posts.visiblePost(userId, dto.postId);
    return this.confirm(post.user_id, dto.recipientUserId, (m) => likesPost(m, dto.postId, userId));
  }

  async commentLike(userId: number, dto: NewCommentLikeNotificationDto): Promise<MessageDto> {
    const comment = await this.posts.visibleComment(userId, dto.commentId);
    if (comment.post_id !== dto.postId) throw new NotFoundException(COMMENT_NOT_FOUND);
    return this.confirm(comment.user_id, dto.recipientUserId, (m) => likesComment(m, dto.commentId, userId));
  }

  async groupCommentLike(userId: number, dto: NewGroupCommentLikeNotificationDto): Promise<MessageDto> {
    const comment = await this.groups.readableComment(dto.commentId, userId);
    if (comment.group_id !== dto.groupId) throw new NotFoundException(GROUP_COMMENT_NOT_FOUND);
    return this.confirm(comment.user_id, dto.recipientUserId, (m) => likesGroupComment(m, dto.commentId, userId));
  }
}
