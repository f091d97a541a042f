import { UserMode } from '../users';
import { CommentDto } from './dto/comment.dto';
import { MediaItemDto } from './dto/media.dto';
import { PostAuthorDto, PostDto } from './dto/post.dto';
import { CommentPolicy, MediaState, PostType, PostVisibility, PrayerStatus } from './post.entity';

/** How many of the newest comments a post carries in lists (the card shows them inline). */
export const INLINE_COMMENTS = 3;

export interface PostRow {
  posts_id: number;
  user_id: number;
  user_name: string;
  user_code: string | null;
  profile_picture: string;
  content: string;
  created_at: Date;
  visibility: PostVisibility;
  group_id: number | null;
  post_type: PostType;
  is_ready: boolean;
  media_state: MediaState;
  held: boolean;
  like_count: number;
  comment_count: number;
  prayer_count: number;
  prayer_status: PrayerStatus | null;
  answered_at: Date | null;
  answer_testimony: string | null;
  anonymous: boolean;
  is_mine: boolean;
  comment_policy: CommentPolicy;
  for_someone_else: boolean;
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
  user_code: string | null;
  profile_picture: string;
  bio: string;
  mode: UserMode;
}

export function toCommentDto(row: CommentRow): CommentDto {
  const { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready, held, media } = row;
  return { comment_id, post_id, user_id, user_name, profile_picture, content, created_at, like_count, is_liked, is_ready, held, media };
}

export function toPostDto(row: PostRow): PostDto {
  const { posts_id, user_id, user_name, user_code, profile_picture, content, created_at, visibility, group_id, post_type } = row;
  const { is_ready, media_state, held, media, like_count, comment_count, is_liked, comments } = row;
  const { prayer_count, prayer_status, answered_at, answer_testimony, is_prayed } = row;
  const { anonymous, is_mine, comment_policy, for_someone_else } = row;
  // is_liked and is_prayed come last before comments: the feed's cards are cut there (post-card.ts).
  return {
    posts_id, user_id, user_name, user_code, profile_picture, content, created_at, visibility, group_id, post_type,
    is_ready, media_state, held, media, like_count, comment_count, prayer_count, prayer_status, answered_at, answer_testimony,
    anonymous, is_mine, comment_policy, for_someone_else,
    is_liked, is_prayed, comments,
  };
}

export function toAuthorDto(row: AuthorRow): PostAuthorDto {
  return { user_id: row.user_id, user_name: row.user_name, user_code: row.user_code, profile_picture: row.profile_picture, bio: row.bio, mode: row.mode };
}
