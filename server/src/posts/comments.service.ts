import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { isReferenceGone } from '../database/prepared';
import { CommentReaderService } from './comment-reader.service';
import { CommentAnswerDto, CommentPageDto, NewCommentDto } from './dto/comment.dto';
import { hasMention } from './mentions';
import { ReportAnswerDto, ReportsService, type ReportInput } from '../reports';
import { OrphanedFilesService } from '../media';
import { POST_NOT_FOUND, PostAccessService } from './post-access.service';
import { COMMENT_MEDIA_WHERE } from './posts.queries';
import * as posts from './posts.repository';
import { cleanText } from './text';
import { msg } from '../i18n';
import { WatchedWordsService } from '../watched';

export const COMMENT_EMPTY = msg('Comment cannot be empty').message;
export const COMMENTS_OFF = msg('Comments are turned off for this post').message;
export const FRIENDS_COMMENT_ONLY = msg("Only the author's friends can comment on this post").message;

/** Comments on posts: listing, adding, deleting and reporting, with the post's visibility enforced. */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: PostAccessService,
    private readonly reader: CommentReaderService,
    private readonly events: DomainEventsService,
    private readonly orphans: OrphanedFilesService,
    private readonly reports: ReportsService,
    private readonly watched: WatchedWordsService,
  ) {}

  /** A page of the post's comments; 404 when `me` may not see the post (one statement, see commentsPageQuery). */
  async list(me: number, postId: number, query: { limit?: number; cursor?: string }): Promise<CommentPageDto> {
    return this.reader.page(me, postId, query);
  }

  /**
   * Adds a comment in one statement: the post is checked for visibility to `me` (PostAccessService's
   * rule) and the comment inserted only if it passes; the comments trigger counts it on the post
   * and moves the post's card_rev (migration CountsExact). 404 when `me` may not see the post or
   * it went away meanwhile.
   */
  async add(me: number, postId: number, dto: NewCommentDto): Promise<CommentAnswerDto> {
    const content = cleanText(dto.content);
    const isReady = dto.isReady ?? true;
    if (!content && isReady) throw new BadRequestException(COMMENT_EMPTY);
    await this.checkCommentPolicy(me, postId);
    const screening = await this.watched.screen(content);
    const held = screening?.action === 'require_approval';
    let commentId: number | undefined;
    try {
      commentId = await posts.addComment(this.db, me, postId, content, isReady, held);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(POST_NOT_FOUND);
      throw err;
    }
    if (commentId === undefined) throw new NotFoundException(POST_NOT_FOUND);
    await this.watched.report(screening, 'comment', commentId);
    // A held comment is news to nobody until a moderator approves it.
    if (held) return { comment: await this.reader.one(me, commentId) };
    this.events.publish('post.commented', { postId, commentId, actorId: me });
    if (hasMention(content)) this.events.publish('content.mentioned', { postId, commentId, actorId: me, text: content });
    return { comment: await this.reader.one(me, commentId) };
  }

  /**
   * 404 when `me` may not see the post, 403 when its comment policy (issue 44) bars them. The
   * insert checks the policy again in its statement, so a change meanwhile still holds (then 404).
   */
  private async checkCommentPolicy(me: number, postId: number): Promise<void> {
    const rights = await posts.commentRights(this.db, me, postId);
    if (!rights) throw new NotFoundException(POST_NOT_FOUND);
    if (!rights.may_comment) throw new ForbiddenException(rights.comment_policy === 'none' ? COMMENTS_OFF : FRIENDS_COMMENT_ONLY);
  }

  /** Only the comment's author may delete it; the comments trigger takes it off the post's comment_count. */
  async deleteOwn(me: number, commentId: number): Promise<MessageDto> {
    const keys = await this.db.transaction(async (m) => {
      const comment = await this.access.visibleComment(me, commentId, m);
      if (comment.user_id !== me) throw new ForbiddenException(msg('You can only delete your own comments'));
      const files = await this.orphans.keysOf(m, COMMENT_MEDIA_WHERE, [commentId]);
      await posts.deleteComment(m, commentId);
      return files;
    });
    this.orphans.release(keys);
    return { message: msg('Comment deleted').message };
  }

  /** One report per reporter and comment; reporting again updates its reason and details. */
  async report(me: number, commentId: number, input: ReportInput): Promise<ReportAnswerDto> {
    const comment = await this.access.visibleComment(me, commentId);
    if (comment.user_id === me) throw new BadRequestException(msg('You cannot report your own comment'));
    const filed = await this.reports.report(me, 'comment', commentId, input);
    return { message: msg('Comment reported').message, ...filed };
  }
}
