import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isReferenceGone } from '../database/prepared';
import { DomainEventsService } from '../common/domain-events.service';
import { LikeAnswerDto } from './dto/post.dto';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND } from './post-access.service';
import * as posts from './posts.repository';
import { CountChange, LikeChange } from './posts.repository';

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
    const result = await this.change('likePost', me, postId, POST_NOT_FOUND);
    if (result.changed > 0) this.events.publish('post.liked', { postId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikePost(me: number, postId: number): Promise<LikeAnswerDto> {
    const result = await this.change('unlikePost', me, postId, POST_NOT_FOUND);
    return { like_count: result.like_count, is_liked: false };
  }

  async likeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    const result = await this.change('likeComment', me, commentId, COMMENT_NOT_FOUND);
    if (result.changed > 0) this.events.publish('comment.liked', { postId: result.post_id!, commentId, actorId: me });
    return { like_count: result.like_count, is_liked: true };
  }

  async unlikeComment(me: number, commentId: number): Promise<LikeAnswerDto> {
    const result = await this.change('unlikeComment', me, commentId, COMMENT_NOT_FOUND);
    return { like_count: result.like_count, is_liked: false };
  }

  private async change(change: LikeChange, me: number, id: number, notFound: string): Promise<CountChange> {
    let row: CountChange | undefined;
    try {
      row = await posts.changeLike(this.db, change, me, id);
    } catch (err) {
      if (isReferenceGone(err)) throw new NotFoundException(notFound);
      throw err;
    }
    if (!row) throw new NotFoundException(notFound);
    return row;
  }
}
