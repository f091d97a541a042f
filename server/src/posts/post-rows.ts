import { MediaType } from '../media/media.entity';
import { UserMode } from '../users/user.entity';
import { cursorTimestampSql } from './cursor';
import { CommentDto } from './dto/comment.dto';
import { MediaItemDto, MediaItemState } from './dto/media.dto';
import { PostAuthorDto, PostDto } from './dto/post.dto';
import { MediaState, PostType, PostVisibility } from './post.entity';

/** Columns of a post row with its author (alias p for posts, u for users). */
export const POST_COLUMNS = `p.posts_id, p.user_id, u.user_name, u.profile_picture, p.content, p.created_at,
  p.visibility, p.post_type, p.is_ready, p.media_state, p.like_count, p.comment_count,
  ${cursorTimestampSql('p.created_at')} AS cursor_ts`;

/** Columns of a comment row with its author (alias c for comments, u for users); $1 is the reader. */
export const COMMENT_COLUMNS = `c.comment_id, c.post_id, c.user_id, u.user_name, u.profile_picture, c.content, c.created_at,
  c.like_count, c.is_ready, ${cursorTimestampSql('c.created_at')} AS cursor_ts,
  EXISTS (SELECT 1 FROM comment_likes cl WHERE cl.comment_id = c.comment_id AND cl.user_id = $1) AS is_liked`;

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
  is_liked: boolean;
  cursor_ts: string;
}

export interface CommentRow {
  comment_id: number;
  post_id: number;
  user_id: number;
  user_name: string;
  profile_picture: string;
  content: string;
  created_at: Date;
  like_count: number;
  is_liked: boolean;
  is_ready: boolean;
  cursor_ts: string;
}

export interface MediaRow {
  media_id: number;
  owner_id: number;
  media_type: MediaType;
  path: string | null;
  poster_path: string | null;
  width: number | null;
  height: number | null;
  duration_s: number | null;
  status: MediaItemState;
}

export interface AuthorRow {
  user_id: number;
  user_name: string;
  profile_picture: string;
  bio: string;
  mode: UserMode;
}

export function toMediaDto(row: MediaRow): MediaItemDto {
  return {
    media_id: row.media_id,
    type: row.media_type,
    path: row.path,
    poster_path: row.poster_path,
    width: row.width,
    height: row.height,
    duration_s: row.duration_s,
    media_state: row.status,
  };
}

export function toCommentDto(row: CommentRow, media: MediaItemDto[]): CommentDto {
  const { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready } = row;
  return { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready, media };
}

export function toPostDto(row: PostRow, media: MediaItemDto[], comments: CommentDto[]): PostDto {
  const { posts_id, user_id, user_name, profile_picture, content, created_at, visibility, post_type } = row;
  const { is_ready, media_state, like_count, comment_count, is_liked } = row;
  return {
    posts_id, user_id, user_name, profile_picture, content, created_at, visibility, post_type,
    is_ready, media_state, media, like_count, comment_count, is_liked, comments,
  };
}

export function toAuthorDto(row: AuthorRow): PostAuthorDto {
  return { user_id: row.user_id, user_name: row.user_name, profile_picture: row.profile_picture, bio: row.bio, mode: row.mode };
}

/** Groups rows by a key, keeping their order (for batch-loaded media and comments). */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
