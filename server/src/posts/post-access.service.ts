import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isFriendOf, notBlockedBetween } from '../conn/conn.queries';
import { activeMemberJoin } from '../users/users.queries';
import { PostVisibility } from './post.entity';
import { ACTIVE_AUTHOR_JOIN } from './post-rows';
import { msg } from '../i18n';

export const POST_NOT_FOUND = msg('Post not found').message;
export const COMMENT_NOT_FOUND = msg('Comment not found').message;

/**
 * SQL condition: post `p` is visible to member `$1`. Its author always sees it; others only once
 * it is ready, and a friends-only post only when they are the author's friend (primary-key
 * lookup in friendships), and never across a block between the reader and the author (either
 * way). The author's account must be active (checked by the caller's join). A post a moderator
 * removed is seen by nobody, its author included.
 */
export const POST_VISIBLE_TO_ME = `p.removed_at IS NULL AND (p.user_id = $1 OR (p.is_ready AND (p.visibility = 'public'
  OR ${isFriendOf('$1', 'p.user_id')}) AND ${notBlockedBetween('$1', 'p.user_id')}))`;

/** Post $2 if member $1 may see it (columns posts_id, user_id, visibility); no row otherwise. */
export const VISIBLE_POST_SQL = `SELECT p.posts_id, p.user_id, p.visibility
    FROM posts p ${ACTIVE_AUTHOR_JOIN}
   WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}`;

/**
 * Comment $2 if member $1 may see it: its post is visible to them, its author is active and not
 * blocked either way, it is not removed, and it is ready or theirs. Columns comment_id, post_id, user_id; no row otherwise.
 */
export const VISIBLE_COMMENT_SQL = `SELECT c.comment_id, c.post_id, c.user_id
    FROM comments c
    ${activeMemberJoin('cu', 'c.user_id')}
    JOIN posts p ON p.posts_id = c.post_id
    ${ACTIVE_AUTHOR_JOIN}
   WHERE c.comment_id = $2 AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${POST_VISIBLE_TO_ME}
     AND ${notBlockedBetween('$1', 'c.user_id')}`;

export interface VisiblePost {
  posts_id: number;
  user_id: number;
  visibility: PostVisibility;
}

export interface VisibleComment {
  comment_id: number;
  post_id: number;
  user_id: number;
}

/**
 * Who may see what: every read and write of a post, its comments and likes goes through here,
 * so a friends-only post is a 404 for strangers whichever endpoint they try.
 */
@Injectable()
export class PostAccessService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The post if `me` may see it; 404 `Post not found` otherwise (also when it does not exist). */
  async visiblePost(me: number, postId: number, m: EntityManager = this.db.manager, lock = false): Promise<VisiblePost> {
    const rows: VisiblePost[] = await m.query(`${VISIBLE_POST_SQL} ${lock ? 'FOR UPDATE OF p' : ''}`, [me, postId]);
    if (rows.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    return rows[0];
  }

  /**
   * The comment if `me` may see it: its post is visible to `me`, its author is active, and it is
   * ready or `me` wrote it. 404 `Comment not found` otherwise.
   */
  async visibleComment(me: number, commentId: number, m: EntityManager = this.db.manager): Promise<VisibleComment> {
    const rows: VisibleComment[] = await m.query(VISIBLE_COMMENT_SQL, [me, commentId]);
    if (rows.length === 0) throw new NotFoundException(COMMENT_NOT_FOUND);
    return rows[0];
  }
}
