import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isFriendOf, notBlockedBetween } from '../conn/conn.queries';
import { queryPrepared, sqlInt, statementText } from '../database/prepared';
import { shownMemberSelect } from '../users/users.queries';
import { NEWEST_FIRST, olderThan, readFeedPage, RunSql } from './feed/feed-page';
import { PostDto, PostPageDto, UserPostPageDto } from './dto/post.dto';
import { POST_NOT_FOUND, POST_VISIBLE_TO_ME } from './post-access.service';
import { ACTIVE_AUTHOR_JOIN, AuthorRow, POST_COLUMNS, postExtrasSql, PostRow, toAuthorDto, toPostDto } from './post-rows';
import { cutPage, PageRequest } from './paging';
import { PostCardCache } from './feed/post-card-cache';
import { msg } from '../i18n';

export const USER_NOT_FOUND = msg('User not found').message;

/** One post ($2) as reader $1 may see it, with its media and newest comments; no row when it may not. */
export const POST_DETAIL_SQL = `SELECT x.*, ${postExtrasSql('x')} FROM (
    SELECT ${POST_COLUMNS} FROM posts p ${ACTIVE_AUTHOR_JOIN}
     WHERE p.posts_id = $2 AND ${POST_VISIBLE_TO_ME}) x`;

/**
 * The post reads: feed, one post, a member's posts. Each walks an index newest-first
 * (posts_feed_idx for the feed, posts_author_idx per author), stops after the page, and completes
 * each post with its media and newest comments (postExtrasSql; for the feed, from cached cards).
 */
@Injectable()
export class PostReaderService {
  private readonly cards = new PostCardCache();
  private readonly run: RunSql = <T>(sql: string, params: unknown[], prepared: boolean) =>
    prepared ? queryPrepared<T & object>(this.db, sql, params) : this.db.query<T[]>(sql, params);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Own posts, public posts and friends-only posts of friends, of active members, newest first,
   * as PostPageDto JSON (UTF-8): the shared part of each post comes from this process's card cache
   * while its card_rev holds (readFeedPage).
   */
  feed(me: number, page: PageRequest): Promise<Buffer> {
    return readFeedPage(this.run, this.cards, me, page);
  }

  async post(me: number, postId: number): Promise<PostDto> {
    const rows = await queryPrepared<PostRow>(this.db, POST_DETAIL_SQL, [me, postId]);
    if (rows.length === 0) throw new NotFoundException(POST_NOT_FOUND);
    return toPostDto(rows[0]);
  }

  /** All of the member's own posts, including those still waiting for media. */
  async myPosts(me: number, page: PageRequest): Promise<PostPageDto> {
    return this.byAuthor(me, me, true, page);
  }

  /**
   * The posts of another member that `me` may see: public ones, and friends-only ones for friends.
   * 404 across a block (either way), and for a member others may not see (suspended, or a
   * newcomer waiting for review), as for a member who does not exist.
   */
  async userPosts(me: number, userId: number, page: PageRequest): Promise<UserPostPageDto> {
    const users = await queryPrepared<AuthorRow & { is_friend: boolean }>(
      this.db,
      shownMemberSelect(`u.user_id, u.user_name, u.profile_picture, u.bio, u.mode,
              ${isFriendOf('$1', 'u.user_id')} AS is_friend`, 'u', '$2') + ` AND ${notBlockedBetween('$1', 'u.user_id')}`,
      [me, userId],
    );
    if (users.length === 0) throw new NotFoundException(USER_NOT_FOUND);
    const [author] = users;
    const result = await this.byAuthor(me, userId, userId === me || author.is_friend, page, userId !== me);
    return { ...result, user: toAuthorDto(author) };
  }

  private async byAuthor(me: number, authorId: number, includeFriendsOnly: boolean, page: PageRequest, readyOnly = false): Promise<PostPageDto> {
    const params: unknown[] = [me, authorId];
    const after = olderThan(page.after, params);
    const filters = [readyOnly ? 'AND p.is_ready' : '', includeFriendsOnly ? '' : `AND p.visibility = 'public'`].join(' ');
    const build = () => `WITH page AS MATERIALIZED (
         SELECT ${POST_COLUMNS} FROM posts p ${ACTIVE_AUTHOR_JOIN}
          WHERE p.user_id = $2 AND p.removed_at IS NULL ${filters} ${after}
          ${NEWEST_FIRST} OFFSET ${sqlInt(page.offset)} LIMIT ${sqlInt(page.limit + 1)})
       SELECT page.*, ${postExtrasSql('page')} FROM page ORDER BY page.created_at DESC, page.posts_id DESC`;
    const rows =
      page.offset === 0
        ? await queryPrepared<PostRow>(this.db, statementText(`author:${filters}:${page.limit}:${after ? 'after' : 'first'}`, build), params)
        : await this.db.query<PostRow[]>(build(), params);
    return this.page(rows, page.limit);
  }

  private page(rows: PostRow[], limit: number): PostPageDto {
    const { rows: kept, nextCursor } = cutPage(rows, limit, (r) => ({ createdAt: r.cursor_ts, id: r.posts_id }));
    return { posts: kept.map(toPostDto), nextCursor };
  }
}
