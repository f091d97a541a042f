import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { GroupCommentLikeDto } from './dto/group-answers.dto';
import { NewGroupCommentDto } from './dto/group-comment-requests.dto';
import { GroupCommentDto } from './dto/group.dto';
import { GroupAccessService } from './group-access.service';
import { GroupCommentReaderService } from './group-comment-reader.service';
import { ReportAnswerDto, ReportsService, type ReportInput } from '../reports';
import { OrphanedFilesService } from '../media';
import { GROUP_COMMENT_MEDIA } from './group-media.queries';
import { bumpLikes, CommentFacts, commentFacts, deleteComment, deleteLike, insertComment, insertLike } from './group-comments.repository';
import { msg } from '../i18n';
import { WatchedWordsService } from '../watched';

const COMMENT_NOT_FOUND = msg('Comment not found').message;

/**
 * The group thread: comments, likes, deletion and reports. Only accepted members read or act
 * on it; to everyone else a comment does not exist (404), so ids reveal nothing.
 * comment_count and like_count change in the same transaction as the row they count;
 * comment_count counts every comment, including one whose media is still being processed.
 */
@Injectable()
export class GroupCommentsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: GroupAccessService,
    private readonly reader: GroupCommentReaderService,
    private readonly events: DomainEventsService,
    private readonly files: OrphanedFilesService,
    private readonly reports: ReportsService,
    private readonly watched: WatchedWordsService,
  ) {}

  async create(userId: number, groupId: number, dto: NewGroupCommentDto): Promise<GroupCommentDto> {
    const content = dto.content ?? '';
    const isReady = dto.isReady ?? true;
    // Without text the comment must be waiting for media (isReady false), else it is empty.
    if (!content && isReady) throw new BadRequestException(msg('Comment cannot be empty'));
    const ctx = await this.access.visible(groupId, userId);
    this.access.requireMember(ctx, 'Only group members can comment');
    const screening = await this.watched.screen(content);
    const held = screening?.action === 'require_approval';
    const commentId = await this.ds.transaction(async (em) => {
      const id = await insertComment(em, { group_id: groupId, user_id: userId, content, is_ready: isReady && !held, held_at: held ? new Date() : null, media_pending: !isReady });
      await this.watched.report(screening, 'group_comment', id, em);
      return id;
    });
    // A comment waiting for media is announced when it becomes visible (see the media.ready
    // listener); a held one only once a moderator approves it (silently).
    if (isReady && !held) this.events.publish('group.commented', { groupId, commentId, actorId: userId });
    const comment = await this.reader.one(commentId, userId);
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    return comment;
  }

  /** Idempotent: liking twice keeps one like. */
  async like(userId: number, commentId: number): Promise<GroupCommentLikeDto> {
    const { facts, likeCount, added } = await this.ds.transaction(async (em) => {
      const c = await this.readable(em, commentId, userId);
      const added = await insertLike(em, commentId, userId);
      return { facts: c, added, likeCount: await bumpLikes(em, commentId, added ? 1 : 0) };
    });
    if (added && facts.user_id !== userId) {
      this.events.publish('group-comment.liked', { groupId: facts.group_id, commentId, actorId: userId });
    }
    return { comment_id: commentId, like_count: likeCount, is_liked: true };
  }

  /** Idempotent: unliking a comment one does not like changes nothing. */
  async unlike(userId: number, commentId: number): Promise<GroupCommentLikeDto> {
    const likeCount = await this.ds.transaction(async (em) => {
      await this.readable(em, commentId, userId);
      const removed = await deleteLike(em, commentId, userId);
      return bumpLikes(em, commentId, -removed);
    });
    return { comment_id: commentId, like_count: likeCount, is_liked: false };
  }

  /** Authors delete their own comments (also after leaving the group: it is their text). */
  async deleteOwn(userId: number, commentId: number): Promise<{ message: string }> {
    const keys = await this.ds.transaction(async (em) => {
      const c = await commentFacts(em, commentId, userId, true);
      if (!c || (c.user_id !== userId && c.viewer_status !== 'accepted')) throw new NotFoundException(COMMENT_NOT_FOUND);
      if (c.user_id !== userId) throw new ForbiddenException(msg('You can only delete your own comments'));
      const files = await this.files.keysOf(em, GROUP_COMMENT_MEDIA, [commentId]);
      await deleteComment(em, commentId, c.group_id);
      return files;
    });
    this.files.release(keys);
    return { message: msg('Comment deleted').message };
  }

  /** One report per reporter and comment (again: new reason and details); members report others' comments only. */
  async report(userId: number, commentId: number, input: ReportInput): Promise<ReportAnswerDto> {
    const c = await this.readable(this.ds.manager, commentId, userId);
    if (c.user_id === userId) throw new BadRequestException(msg('You cannot report your own comment'));
    const filed = await this.reports.report(userId, 'group_comment', commentId, input);
    return { message: msg('Comment reported').message, ...filed };
  }

  /** A ready comment of a group where the caller is an accepted member, else 404. */
  private async readable(em: EntityManager, commentId: number, userId: number): Promise<CommentFacts> {
    const c = await commentFacts(em, commentId, userId, false);
    if (!c || !c.is_ready || c.viewer_status !== 'accepted') throw new NotFoundException(COMMENT_NOT_FOUND);
    return c;
  }
}
