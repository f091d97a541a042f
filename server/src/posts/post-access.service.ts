import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import * as posts from './posts.repository';
import { VisibleComment, VisiblePost } from './posts.repository';
import { msg } from '../i18n';

export const POST_NOT_FOUND = msg('Post not found').message;
export const COMMENT_NOT_FOUND = msg('Comment not found').message;

/**
 * Who may see what: every read and write of a post, its comments and likes goes through here,
 * so a friends-only post is a 404 for strangers whichever endpoint they try.
 */
@Injectable()
export class PostAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The post if `me` may see it; 404 `Post not found` otherwise (also when it does not exist). */
  async visiblePost(me: number, postId: number, m: EntityManager = this.db.manager, lock = false): Promise<VisiblePost> {
    const post = await posts.visiblePost(m, me, postId, lock);
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }

  /**
   * The comment if `me` may see it: its post is visible to `me`, its author is active, and it is
   * ready or `me` wrote it. 404 `Comment not found` otherwise.
   */
  async visibleComment(me: number, commentId: number, m: EntityManager = this.db.manager): Promise<VisibleComment> {
    const comment = await posts.visibleComment(m, me, commentId);
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    return comment;
  }
}
