import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isReferenceGone, queryPrepared } from '../database/prepared';
import { DomainEventsService } from '../common/domain-events.service';
import { LikeAnswerDto } from './dto/post.dto';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND, VISIBLE_COMMENT_SQL as VISIBLE_COMMENT, VISIBLE_POST_SQL as VISIBLE_POST } from './post-access.service';

interface CountChange {
  like_count: number;
  changed: number;
  /** Returned by the comment statements only. */
  post_id?: number;
}

/**
 * A comment like first locks the comment's post row (`post_row`), then changes the comment: the
 * order a post's deletion takes (the post, then its comments by cascade). The comment's update
 * moves the post's card_rev (PostCardRevision), so without this the like would hold the comment
 * and wait for the post while a deletion held the post and waited for the comment: a deadlock.
 * A post deleted meanwhile leaves post_row empty, and the like answers 404.
 */
const LOCKED_POST = `post_row AS (SELECT posts_id FROM posts WHERE posts_id = (SELECT post_id FROM target) FOR NO KEY UPDATE)`;

/**
 * Likes on posts and comments. Each change is one statement: the target is checked for
 * visibility to the member (PostAccessService's rule), the like row is inserted (ON CONFLICT DO
 * NOTHING) or deleted, and the count moves by exactly the number of rows that changed, so
 * repeated and concurrent calls keep like_count equal to the number of likes. An invisible or
 * missing target changes nothing and answers 404.
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async likePost(me: number, postId: number): Promise<LikeAnswerDto> {
    const result = await this.change(
      `WITH target AS (${VISIBLE_POST}),
       changed AS (INSERT INTO post_likes (posts_id, user_id) SELECT posts_id, $1 FROM target ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE posts SET like_count = like_count + (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1 WHERE posts_id = (SELECT posts_id FROM target)
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [me, postId],
      POST_NOT_FOUND,
    );
    if (result.changed > 0) this.events.publish('post.liked', { postId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikePost(me: number, postId: number): Promise<LikeAnswerDto> {
    const result = await this.change(
      `WITH target AS (${VISIBLE_POST}),
       changed AS (DELETE FROM post_likes WHERE posts_id = (SELECT posts_id FROM target) AND user_id = $1 RETURNING 1)
       UPDATE posts SET like_count = like_count - (SELECT count(*) FROM changed)::int, card_rev = card_rev + 1 WHERE posts_id = (SELECT posts_id FROM target)
       RETURNING like_count, (SELECT count(*) FROM changed)::int AS changed`,
      [me, postId],
      POST_NOT_FOUND,
    );
    return { like_count: result.like_count, is_liked: false };
  }

  async likeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    const result = await this.change(
      `WITH target AS (${VISIBLE_COMMENT}), ${LOCKED_POST},
       changed AS (INSERT INTO comment_likes (comment_id, user_id) SELECT comment_id, $1 FROM target WHERE EXISTS (SELECT 1 FROM post_row)
                   ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE comments SET like_count = like_count + (SELECT count(*) FROM changed)::int
        WHERE comment_id = (SELECT comment_id FROM target) AND EXISTS (SELECT 1 FROM post_row)
       RETURNING like_count, post_id, (SELECT count(*) FROM changed)::int AS changed`,
      [me, commentId],
      COMMENT_NOT_FOUND,
    );
    if (result.changed > 0) this.events.publish('comment.liked', { postId: result.post_id!, commentId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    const result = await this.change(
      `WITH target AS (${VISIBLE_COMMENT}), ${LOCKED_POST},
       changed AS (DELETE FROM comment_likes
                    WHERE comment_id = (SELECT comment_id FROM target) AND user_id = $1 AND EXISTS (SELECT 1 FROM post_row) RETURNING 1)
       UPDATE comments SET like_count = like_count - (SELECT count(*) FROM changed)::int
        WHERE comment_id = (SELECT comment_id FROM target) AND EXISTS (SELECT 1 FROM post_row)
       RETURNING like_count, post_id, (SELECT count(*) FROM changed)::int AS changed`,
      [me, commentId],
      COMMENT_NOT_FOUND,
    );
    return { like_count: result.like_count, is_liked: false };
  }

  private async change(sql: string, params: unknown[], notFound: string): Promise<CountChange> {
    let rows: CountChange[];
    try {
      rows = await queryPrepared<CountChange>(this.db, sql, params);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(notFound);
      throw err;
    }
    if (rows.length === 0) throw new NotFoundException(notFound);
    return rows[0];
  }
}
