import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentLoaderService } from './content-loader.service';
import { KeysetPosition } from './cursor';
import { PostDto, PostPageDto, UserPostPageDto } from './dto/post.dto';
import { POST_NOT_FOUND, POST_VISIBLE_TO_ME } from './post-access.service';
import { AuthorRow, POST_COLUMNS, PostRow, toAuthorDto } from './post-rows';
import { cutPage, PageRequest } from './paging';

export const USER_NOT_FOUND = 'User not found';
const IS_LIKED = `EXISTS (SELECT 1 FROM post_likes l WHERE l.posts_id = x.posts_id AND l.user_id = $1) AS is_liked`;
const NEWEST_FIRST = 'ORDER BY p.created_at DESC, p.posts_id DESC';

/** `AND (created_at, posts_id) < position` with the position's parameters appended to `params`. */
function olderThan(after: KeysetPosition | null, params: unknown[]): string {
  if (!after) return '';
  params.push(after.createdAt, after.id);
  return `AND (p.created_at, p.posts_id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`;
}

/**
 * The feed of `me`: own posts, public posts and friends-only posts of friends, of active members,
 * newest first. The ready posts come from posts_feed_idx (partial on is_ready), walked in order
 * and stopped after the page; the reader's own posts still waiting for media are a second, tiny
 * branch on posts_author_idx; both are merged in order. Reads one row more than the page.
 */
export function feedQuery(me: number, page: PageRequest): { sql: string; params: unknown[] } {
  const params: unknown[] = [me, page.offset + page.limit + 1, page.offset, page.limit + 1];
  const after = olderThan(page.after, params);
  const sql = `SELECT x.*, ${IS_LIKED} FROM (
      (SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.user_id = p.user_id
        WHERE p.is_ready AND u.status = 'active'
          AND (p.visibility = 'public' OR p.user_id = $1
               OR EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = $1 AND f.friend_id = p.user_id))
          ${after}
        ${NEWEST_FIRST} LIMIT $2)
      UNION ALL
      (SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.user_id = p.user_id
        WHERE p.user_id = $1 AND NOT p.is_ready AND u.status = 'active' ${after}
        ${NEWEST_FIRST} LIMIT $2)
    ) x
    ORDER BY x.created_at DESC, x.posts_id DESC OFFSET $3 LIMIT $4`;
  return { sql, params };
}

/**
 * The post reads: feed, one post, a member's posts. Each page is one query that walks an index
 * newest-first (posts_feed_idx for the feed, posts_author_idx per author) and stops after the
 * page, plus the batch loads of media and comments.
 */
@Injectable()
export class PostReaderService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly loader: ContentLoaderService,
  ) {}

  /**
   * Own posts, public posts and friends-only posts of friends, of active members, newest first.
   * The ready posts come from posts_feed_idx (partial on is_ready); the reader's own posts still
   * waiting for media are a second, tiny branch on posts_author_idx; both are merged in order.
   */
  async feed(me: number, page: PageRequest): Promise<PostPageDto> {
    const { sql, params } = feedQuery(me, page);
    const rows: PostRow[] = await this.db.query(sql, params);
    return this.page(me, rows, page.limit);
  }

  async post(me: number, postId: number): Promise<PostDto> {
    const rows: PostRow[] = await this.db.query(
      `SELECT x.*, ${IS_LIKED} FROM (
         SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.user_id = p.user_id AND u.status = 'active'
          WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}
       ) x`,
      [me, postId],
    );
    if (rows.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    const [post] = await this.loader.posts(me, rows);
    return post;
  }

  /** All of the member's own posts, including those still waiting for media. */
  async myPosts(me: number, page: PageRequest): Promise<PostPageDto> {
    return this.byAuthor(me, me, true, page);
  }

  /** The posts of another member that `me` may see: public ones, and friends-only ones for friends. */
  async userPosts(me: number, userId: number, page: PageRequest): Promise<UserPostPageDto> {
    const users: Array<AuthorRow & { is_friend: boolean }> = await this.db.query(
      `SELECT u.user_id, u.user_name, u.profile_picture, u.bio, u.mode,
              EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = $1 AND f.friend_id = u.user_id) AS is_friend
         FROM users u WHERE u.user_id = $2 AND u.status = 'active'`,
      [me, userId],
    );
    if (users.length === 0) throw new NotFoundException(USER_NOT_FOUND);
    const [author] = users;
    const result = await this.byAuthor(me, userId, userId === me || author.is_friend, page, userId !== me);
    return { ...result, user: toAuthorDto(author) };
  }

  private async byAuthor(me: number, authorId: number, includeFriendsOnly: boolean, page: PageRequest, readyOnly = false): Promise<PostPageDto> {
    const params: unknown[] = [me, authorId, page.offset, page.limit + 1];
    const after = olderThan(page.after, params);
    const filters = [readyOnly ? 'AND p.is_ready' : '', includeFriendsOnly ? '' : `AND p.visibility = 'public'`].join(' ');
    const rows: PostRow[] = await this.db.query(
      `SELECT x.*, ${IS_LIKED} FROM (
         SELECT ${POST_COLUMNS} FROM posts p JOIN users u ON u.user_id = p.user_id AND u.status = 'active'
          WHERE p.user_id = $2 ${filters} ${after}
          ${NEWEST_FIRST} OFFSET $3 LIMIT $4
       ) x ORDER BY x.created_at DESC, x.posts_id DESC`,
      params,
    );
    return this.page(me, rows, page.limit);
  }

  private async page(me: number, rows: PostRow[], limit: number): Promise<PostPageDto> {
    const { rows: kept, nextCursor } = cutPage(rows, limit, (r) => r.posts_id);
    return { posts: await this.loader.posts(me, kept), nextCursor };
  }
}
