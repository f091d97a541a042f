import { UserMode } from '../users';
import { notBlockedBetween } from '../conn/conn.queries';
import { likedBySql } from '../database/liked-by';
import { mediaItemsJson } from '../media/media.queries';
import { isPrayedSql } from '../prayer/prayer.queries';
import { activeMemberJoin } from '../users/users.queries';
import { cursorTimestampSql } from './cursor';
import { CommentDto } from './dto/comment.dto';
import { MediaItemDto } from './dto/media.dto';
import { PostAuthorDto, PostDto } from './dto/post.dto';
import { MediaState, PostType, PostVisibility, PrayerStatus } from './post.entity';

/** The post's author (alias u), joined only while their account is active (alias p for posts). */
export const ACTIVE_AUTHOR_JOIN = activeMemberJoin('u', 'p.user_id');

/** Columns of a post row with its author (alias p for posts, u for users). */
export const POST_COLUMNS = `p.posts_id, p.user_id, u.user_name, u.profile_picture, p.content, p.created_at,
  p.visibility, p.post_type, p.is_ready, p.media_state, p.like_count, p.comment_count,
  p.prayer_count, p.prayer_status, p.answered_at, p.answer_testimony,
  ${cursorTimestampSql('p.created_at')} AS cursor_ts`;

/** A timestamp as the API writes every date: ISO-8601 UTC with milliseconds (like JSON.stringify of a Date). */
export const isoMillisSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Columns of a comment row with its author and media (alias c for comments, u for users); $1 is
 * the reader. Each comment is complete in its row, so a page of comments is one statement.
 */
export const COMMENT_COLUMNS = `c.comment_id, c.post_id, c.user_id, u.user_name, u.profile_picture, c.content, c.created_at,
  c.like_count, c.is_ready, ${cursorTimestampSql('c.created_at')} AS cursor_ts,
  ${likedBySql('comment_likes', 'comment_id', 'c.comment_id', '$1')} AS is_liked,
  ${mediaItemsJson('comment_id', 'c.comment_id', '$1')} AS media`;

/** How many of the newest comments a post carries in lists (the card shows them inline). */
export const INLINE_COMMENTS = 3;

/**
 * What completes a post row of alias `x` for reader $1: is_liked, its media, and its newest
 * comments (oldest first, each with its media; none by a member blocked either way, none removed) as JSON, so that a page of posts is one statement
 * and one round trip. Use it over at most a page of rows: each column is a subquery per row.
 */
export function postExtrasSql(x: string): string {
  return `${likedBySql('post_likes', 'posts_id', `${x}.posts_id`, '$1')} AS is_liked,
  ${isPrayedSql(x)} AS is_prayed,
  ${mediaItemsJson('posts_id', `${x}.posts_id`, '$1')} AS media,
  coalesce((SELECT json_agg(json_build_object('comment_id', lc.comment_id, 'post_id', lc.post_id, 'user_id', lc.user_id,
      'user_name', lc.user_name, 'profile_picture', lc.profile_picture, 'content', lc.content,
      'created_at', ${isoMillisSql('lc.created_at')}, 'like_count', lc.like_count, 'is_liked', lc.is_liked,
      'is_ready', lc.is_ready, 'media', lc.media) ORDER BY lc.created_at, lc.comment_id)
    FROM (SELECT ${COMMENT_COLUMNS} FROM comments c ${activeMemberJoin('u', 'c.user_id')}
           WHERE c.post_id = ${x}.posts_id AND c.removed_at IS NULL AND (c.is_ready OR c.user_id = $1) AND ${notBlockedBetween('$1', 'c.user_id')}
           ORDER BY c.created_at DESC, c.comment_id DESC LIMIT ${INLINE_COMMENTS}) lc), '[]'::json) AS comments`;
}

export interface PostRow {
  posts_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  created_at: Date;
  visibility: PostVisibility;
  post_type: PostType;
  is_ready: boolean;
  media_state: MediaState;
  like_count: number;
  comment_count: number;
  prayer_count: number;
  prayer_status: PrayerStatus | null;
  answered_at: Date | null;
  answer_testimony: string | null;
  is_liked: boolean;
  is_prayed: boolean;
  cursor_ts: string;
  media: MediaItemDto[];
  comments: CommentDto[];
}

/** A comment as its page query reads it: the answer's fields and the row's paging position. */
export type CommentRow = CommentDto & { cursor_ts: string };

export interface AuthorRow {
  user_id: number;
  user_name: string;
  profile_picture: string;
  bio: string;
  mode: UserMode;
}

export function toCommentDto(row: CommentRow): CommentDto {
  const { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready, media } = row;
  return { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready, media };
}

export function toPostDto(row: PostRow): PostDto {
  const { posts_id, user_id, user_name, profile_picture, content, created_at, visibility, post_type } = row;
  const { is_ready, media_state, media, like_count, comment_count, is_liked, comments } = row;
  const { prayer_count, prayer_status, answered_at, answer_testimony, is_prayed } = row;
  // is_liked and is_prayed come last before comments: the feed's cards are cut there (post-card.ts).
  return {
    posts_id, user_id, user_name, profile_picture, content, created_at, visibility, post_type,
    is_ready, media_state, media, like_count, comment_count, prayer_count, prayer_status, answered_at, answer_testimony,
    is_liked, is_prayed, comments,
  };
}

export function toAuthorDto(row: AuthorRow): PostAuthorDto {
  return { user_id: row.user_id, user_name: row.user_name, profile_picture: row.profile_picture, bio: row.bio, mode: row.mode };
}
