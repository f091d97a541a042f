import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { notBlockedBetween } from '../conn/conn.queries';
import { GroupCommentLikeDto } from './dto/group-answers.dto';
import { NewGroupCommentDto } from './dto/group-comment-requests.dto';
import { GroupCommentDto } from './dto/group.dto';
import { GroupAccessService } from './group-access.service';
import { GroupCommentReaderService } from './group-comment-reader.service';
import { ReportsService, type ReportInput } from '../reports';
import { OrphanedFilesService } from '../media';
import { GROUP_COMMENT_MEDIA } from './group-media';
import { GroupCommentEntity, GroupEntity } from './group.entity';
import { msg } from '../i18n';

const COMMENT_NOT_FOUND = msg('Comment not found').message;

interface CommentFacts {
  comment_id: number;
  group_id: number;
  user_id: number;
  is_ready: boolean;
  /** The caller's member status in the comment's group, null when none. */
  viewer_status: string | null;
}

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
  ) {}

  async create(userId: number, groupId: number, dto: NewGroupCommentDto): Promise<GroupCommentDto> {
    const content = dto.content ?? '';
    const isReady = dto.isReady ?? true;
    // Without text the comment must be waiting for media (isReady false), else it is empty.
    if (!content && isReady) throw new BadRequestException(msg('Comment cannot be empty'));
    const ctx = await this.access.visible(groupId, userId);
    this.access.requireMember(ctx, 'Only group members can comment');
    const commentId = await this.ds.transaction(async (em) => {
      const saved = await em.save(em.create(GroupCommentEntity, { group_id: groupId, user_id: userId, content, is_ready: isReady }));
      await em.increment(GroupEntity, { group_id: groupId }, 'comment_count', 1);
      return saved.comment_id;
    });
    // A comment waiting for media is announced when it becomes visible (see the media.ready listener).
    if (isReady) this.events.publish('group.commented', { groupId, commentId, actorId: userId });
    const comment = await this.reader.one(commentId, userId);
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    return comment;
  }

  /** Idempotent: liking twice keeps one like. */
  async like(userId: number, commentId: number): Promise<GroupCommentLikeDto> {
    const { facts, likeCount, added } = await this.ds.transaction(async (em) => {
      const c = await this.readable(em, commentId, userId);
      const inserted = await em.query<unknown[]>(
        `INSERT INTO group_comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING comment_id`,
        [commentId, userId],
      );
      return { facts: c, added: inserted.length > 0, likeCount: await this.bumpLikes(em, commentId, inserted.length) };
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
      const removed = await em.query<[unknown[], number]>(
        `DELETE FROM group_comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`,
        [commentId, userId],
      );
      return this.bumpLikes(em, commentId, -removed[1]);
    });
    return { comment_id: commentId, like_count: likeCount, is_liked: false };
  }

  /** Authors delete their own comments (also after leaving the group: it is their text). */
  async deleteOwn(userId: number, commentId: number): Promise<{ message: string }> {
    const keys = await this.ds.transaction(async (em) => {
      const c = await this.facts(em, commentId, userId, true);
      if (!c || (c.user_id !== userId && c.viewer_status !== 'accepted')) throw new NotFoundException(COMMENT_NOT_FOUND);
      if (c.user_id !== userId) throw new ForbiddenException(msg('You can only delete your own comments'));
      const files = await this.files.keysOf(em, GROUP_COMMENT_MEDIA, [commentId]);
      await em.delete(GroupCommentEntity, { comment_id: commentId });
      await em.decrement(GroupEntity, { group_id: c.group_id }, 'comment_count', 1);
      return files;
    });
    this.files.release(keys);
    return { message: msg('Comment deleted').message };
  }

  /** One report per reporter and comment (again: new reason and details); members report others' comments only. */
  async report(userId: number, commentId: number, input: ReportInput): Promise<{ message: string }> {
    const c = await this.readable(this.ds.manager, commentId, userId);
    if (c.user_id === userId) throw new BadRequestException(msg('You cannot report your own comment'));
    await this.reports.report(userId, 'group_comment', commentId, input);
    return { message: msg('Comment reported').message };
  }

  /** A ready comment of a group where the caller is an accepted member, else 404. */
  private async readable(em: EntityManager, commentId: number, userId: number): Promise<CommentFacts> {
    const c = await this.facts(em, commentId, userId, false);
    if (!c || !c.is_ready || c.viewer_status !== 'accepted') throw new NotFoundException(COMMENT_NOT_FOUND);
    return c;
  }

  private async facts(em: EntityManager, commentId: number, userId: number, lock: boolean): Promise<CommentFacts | null> {
    const rows = await em.query<CommentFacts[]>(
      `SELECT c.comment_id, c.group_id, c.user_id, c.is_ready, m.status AS viewer_status
         FROM group_comments c
         LEFT JOIN group_members m ON m.group_id = c.group_id AND m.user_id = $2
        WHERE c.comment_id = $1 AND c.removed_at IS NULL
          AND EXISTS (SELECT 1 FROM groups g WHERE g.group_id = c.group_id AND g.removed_at IS NULL)
          AND (c.user_id = $2 OR ${notBlockedBetween('$2', 'c.user_id')})
        ${lock ? 'FOR UPDATE OF c' : ''}`,
      [commentId, userId],
    );
    return rows[0] ?? null;
  }

  /** Applies the change to like_count in the caller's transaction and returns the new count. */
  private async bumpLikes(em: EntityManager, commentId: number, delta: number): Promise<number> {
    const rows = await em.query<[Array<{ like_count: number }>, number]>(
      `UPDATE group_comments SET like_count = like_count + $2 WHERE comment_id = $1 RETURNING like_count`,
      [commentId, delta],
    );
    return rows[0][0]?.like_count ?? 0;
  }
}
