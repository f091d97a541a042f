import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '../common/domain-events.service';
import { LikeAnswerDto } from './dto/post.dto';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, PostAccessService } from './post-access.service';
import { rowsOf } from './sql-result';

interface CountChange {
  like_count: number;
  changed: number;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** The target disappeared between the visibility check and the write. */
function isGone(err: unknown): boolean {
  return (err as { code?: string })?.code === FOREIGN_KEY_VIOLATION;
}

/**
 * Likes on posts and comments. Each change is one statement: the like row is inserted (ON
 * CONFLICT DO NOTHING) or deleted, and the count moves by exactly the number of rows that
 * changed, so repeated and concurrent calls keep like_count equal to the number of likes.
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: PostAccessService,
    private readonly events: DomainEventsService,
  ) {}

  async likePost(me: number, postId: number): Promise<LikeAnswerDto> {
    await this.access.visiblePost(me, postId);
    const result = await this.change(
      `WITH changed AS (INSERT INTO post_likes (posts_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE posts SET like_count = like_count + (SELECT count(*) FROM changed)::int WHERE posts_id = $1
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [postId, me],
      POST_NOT_FOUND,
    );
    if (result.changed > 0) this.events.publish('post.liked', { postId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikePost(me: number, postId: number): Promise<LikeAnswerDto> {
    await this.access.visiblePost(me, postId);
    const result = await this.change(
      `WITH changed AS (DELETE FROM post_likes WHERE posts_id = $1 AND user_id = $2 RETURNING 1)
       UPDATE posts SET like_count = like_count - (SELECT count(*) FROM changed)::int WHERE posts_id = $1
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [postId, me],
      POST_NOT_FOUND,
    );
    return { like_count: result.like_count, is_liked: false };
  }

  async likeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    const comment = await this.access.visibleComment(me, commentId);
    const result = await this.change(
      `WITH changed AS (INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE comments SET like_count = like_count + (SELECT count(*) FROM changed)::int WHERE comment_id = $1
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [commentId, me],
      COMMENT_NOT_FOUND,
    );
    if (result.changed > 0) this.events.publish('comment.liked', { postId: comment.post_id, commentId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    await this.access.visibleComment(me, commentId);
    const result = await this.change(
      `WITH changed AS (DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING 1)
       UPDATE comments SET like_count = like_count - (SELECT count(*) FROM changed)::int WHERE comment_id = $1
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [commentId, me],
      COMMENT_NOT_FOUND,
    );
    return { like_count: result.like_count, is_liked: false };
  }

  private async change(sql: string, params: unknown[], notFound: string): Promise<CountChange> {
    let rows: CountChange[];
    try {
      rows = rowsOf<CountChange>(await this.db.query(sql, params));
    } catch (err) {
      if (isGone(err)) throw new NotFoundException(notFound);
      throw err;
    }
    if (rows.length === 0) throw new NotFoundException(notFound);
    return rows[0];
  }
}
