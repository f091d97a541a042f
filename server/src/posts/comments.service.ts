import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { isReferenceGone, queryPrepared } from '../database/prepared';
import { CommentReaderService } from './comment-reader.service';
import { CommentAnswerDto, CommentPageDto, NewCommentDto } from './dto/comment.dto';
import { hasMention } from './mentions';
import { ReportsService, type ReportInput } from '../reports';
import { OrphanedFilesService } from '../media';
import { POST_NOT_FOUND, PostAccessService, VISIBLE_POST_SQL } from './post-access.service';
import { cleanText } from './text';
import { msg } from '../i18n';

export const COMMENT_EMPTY = msg('Comment cannot be empty').message;

/** $1 member, $2 post, $3 text, $4 ready: inserts nothing when the post is not visible to the member. */
const ADD_COMMENT_SQL = `INSERT INTO comments (post_id, user_id, content, is_ready)
  SELECT target.posts_id, $1, $3, $4 FROM (${VISIBLE_POST_SQL}) target RETURNING comment_id`;

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
    let rows: Array<{ comment_id: number }>;
    try {
      rows = await queryPrepared<{ comment_id: number }>(this.db, ADD_COMMENT_SQL, [me, postId, content, isReady]);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(POST_NOT_FOUND);
      throw err;
    }
    if (rows.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    const commentId = rows[0].comment_id;
    this.events.publish('post.commented', { postId, commentId, actorId: me });
    if (hasMention(content)) this.events.publish('content.mentioned', { postId, commentId, actorId: me, text: content });
    return { comment: await this.reader.one(me, commentId) };
  }

  /** Only the comment's author may delete it; the comments trigger takes it off the post's comment_count. */
  async deleteOwn(me: number, commentId: number): Promise<MessageDto> {
    const keys = await this.db.transaction(async (m) => {
      const comment = await this.access.visibleComment(me, commentId, m);
      if (comment.user_id !== me) throw new ForbiddenException(msg('You can only delete your own comments'));
      const files = await this.orphans.keysOf(m, 'm.comment_id = $1', [commentId]);
      await m.query('DELETE FROM comments WHERE comment_id = $1', [commentId]);
      return files;
    });
    this.orphans.release(keys);
    return { message: msg('Comment deleted').message };
  }

  /** One report per reporter and comment; reporting again updates its reason and details. */
  async report(me: number, commentId: number, input: ReportInput): Promise<MessageDto> {
    const comment = await this.access.visibleComment(me, commentId);
    if (comment.user_id === me) throw new BadRequestException(msg('You cannot report your own comment'));
    await this.reports.report(me, 'comment', commentId, input);
    return { message: msg('Comment reported').message };
  }
}
