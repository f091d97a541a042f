import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { MessageDto } from '../common/error.dto';
import { CommentReaderService } from './comment-reader.service';
import { CommentAnswerDto, CommentPageDto, NewCommentDto } from './dto/comment.dto';
import { hasMention } from './mentions';
import { OrphanedFilesService } from './orphaned-files.service';
import { PostAccessService } from './post-access.service';
import { rowsOf } from './sql-result';
import { cleanText } from './text';

export const COMMENT_EMPTY = 'Comment cannot be empty';

/** Comments on posts: listing, adding, deleting and reporting, with the post's visibility enforced. */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: PostAccessService,
    private readonly reader: CommentReaderService,
    private readonly events: DomainEventsService,
    private readonly orphans: OrphanedFilesService,
  ) {}

  /** A page of the post's comments; 404 when `me` may not see the post (one statement, see commentsPageQuery). */
  async list(me: number, postId: number, query: { limit?: number; cursor?: string }): Promise<CommentPageDto> {
    return this.reader.page(me, postId, query);
  }

  /** Adds a comment and counts it on the post in the same transaction. */
  async add(me: number, postId: number, dto: NewCommentDto): Promise<CommentAnswerDto> {
    const content = cleanText(dto.content);
    const isReady = dto.isReady ?? true;
    if (!content && isReady) throw new BadRequestException(COMMENT_EMPTY);
    const commentId = await this.db.transaction(async (m) => {
      await this.access.visiblePost(me, postId, m);
      const rows: Array<{ comment_id: number }> = await m.query(
        `INSERT INTO comments (post_id, user_id, content, is_ready) VALUES ($1, $2, $3, $4) RETURNING comment_id`,
        [postId, me, content, isReady],
      );
      await m.query('UPDATE posts SET comment_count = comment_count + 1, card_rev = card_rev + 1 WHERE posts_id = $1', [postId]);
      return rows[0].comment_id;
    });
    this.events.publish('post.commented', { postId, commentId, actorId: me });
    if (hasMention(content)) this.events.publish('content.mentioned', { postId, commentId, actorId: me, text: content });
    return { comment: await this.reader.one(me, commentId) };
  }

  /** Only the comment's author may delete it; the post's comment_count follows in the same transaction. */
  async deleteOwn(me: number, commentId: number): Promise<MessageDto> {
    const keys = await this.db.transaction(async (m) => {
      const comment = await this.access.visibleComment(me, commentId, m);
      if (comment.user_id !== me) throw new ForbiddenException('You can only delete your own comments');
      const files = await this.orphans.keysOf(m, 'm.comment_id = $1', [commentId]);
      const deleted = rowsOf(await m.query('DELETE FROM comments WHERE comment_id = $1 RETURNING comment_id', [commentId]));
      if (deleted.length > 0) {
        await m.query('UPDATE posts SET comment_count = comment_count - 1, card_rev = card_rev + 1 WHERE posts_id = $1 AND comment_count > 0', [comment.post_id]);
      }
      return files;
    });
    this.orphans.release(keys);
    return { message: 'Comment deleted' };
  }

  /** One report per reporter and comment; reporting again changes nothing. */
  async report(me: number, commentId: number): Promise<MessageDto> {
    const comment = await this.access.visibleComment(me, commentId);
    if (comment.user_id === me) throw new BadRequestException('You cannot report your own comment');
    await this.db.query(
      `INSERT INTO reports (reporter_id, target_type, target_id) VALUES ($1, 'comment', $2) ON CONFLICT DO NOTHING`,
      [me, commentId],
    );
    return { message: 'Comment reported' };
  }
}
