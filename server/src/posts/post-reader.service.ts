import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { readFeedPage, RunSql } from './feed/feed-page';
import { PostDto, PostPageDto, UserPostPageDto } from './dto/post.dto';
import { POST_NOT_FOUND } from './post-access.service';
import { PostRow, toAuthorDto, toPostDto } from './post-rows';
import * as posts from './posts.repository';
import { cutPage, PageRequest } from './paging';
import { PostCardCache } from './feed/post-card-cache';
import { msg } from '../i18n';
import { ReadDatabase } from '../database/read-database.service';

export const USER_NOT_FOUND = msg('User not found').message;
const GROUP_NOT_FOUND = msg('Group not found').message;

/**
 * The post reads: feed, one post, a member's posts. Each walks an index newest-first
 * (posts_feed_idx for the feed, posts_author_idx per author), stops after the page, and completes
 * each post with its media and newest comments (postExtrasSql; for the feed, from cached cards).
 */
@Injectable()
export class PostReaderService {
  private readonly cards = new PostCardCache();
  /** The feed's statement runner per database (the primary, each replica), made once. */
  private readonly runners = new Map<DataSource, RunSql>();

  /** Every read here runs through `reads`: on a replica when DATABASE_REPLICA_URLS names healthy ones, else on `db`. */
  constructor(
    @InjectDataSource() db: DataSource,
    private readonly reads: ReadDatabase,
  ) {
    this.runners.set(db, posts.feedRunner(db));
  }

  private runner(db: DataSource): RunSql {
    let run = this.runners.get(db);
    if (!run) {
      run = posts.feedRunner(db);
      this.runners.set(db, run);
    }
    return run;
  }

  /**
   * Own posts, public posts and friends-only posts of friends, of active members, newest first,
   * as PostPageDto JSON (UTF-8): the shared part of each post comes from this process's card cache
   * while its card_rev holds (readFeedPage).
   */
  feed(me: number, page: PageRequest): Promise<Buffer> {
    return this.reads.read(me, (db) => readFeedPage(this.runner(db), this.cards, me, page));
  }

  async post(me: number, postId: number): Promise<PostDto> {
    const row = await this.reads.read(me, (db) => posts.postDetail(db, me, postId));
    if (!row) throw new NotFoundException(POST_NOT_FOUND);
    return toPostDto(row);
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
    const author = await this.reads.read(me, (db) => posts.shownAuthor(db, me, userId));
    if (!author) throw new NotFoundException(USER_NOT_FOUND);
    const result = await this.byAuthor(me, userId, userId === me || author.is_friend, page, userId !== me);
    return { ...result, user: toAuthorDto(author) };
  }

  /**
   * A group's prayer requests with `status` (its Prayer tab), newest first, for its accepted
   * members only: 404 `Group not found` for everyone else, as for a group that does not exist.
   */
  async groupPrayerRequests(me: number, groupId: number, status: 'open' | 'answered', page: PageRequest): Promise<PostPageDto> {
    const rows = await this.reads.read(me, async (db) => ((await posts.writesToGroup(db.manager, me, groupId)) ? posts.groupPrayerRequests(db, me, groupId, status, page) : undefined));
    if (!rows) throw new NotFoundException(GROUP_NOT_FOUND);
    return this.page(rows, page.limit);
  }

  private async byAuthor(me: number, authorId: number, includeFriendsOnly: boolean, page: PageRequest, readyOnly = false): Promise<PostPageDto> {
    const rows = await this.reads.read(me, (db) => posts.authorPosts(db, me, authorId, page, includeFriendsOnly, readyOnly));
    return this.page(rows, page.limit);
  }

  private page(rows: PostRow[], limit: number): PostPageDto {
    const { rows: kept, nextCursor } = cutPage(rows, limit, (r) => ({ createdAt: r.cursor_ts, id: r.posts_id }));
    return { posts: kept.map(toPostDto), nextCursor };
  }
}
