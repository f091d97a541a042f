/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommentDto } from './CommentDto';
import type { MediaItemDto } from './MediaItemDto';
export type PostDto = {
    visibility: 'public' | 'friends';
    post_type: 'normal' | 'pray_request' | 'emergency_pray_request';
    /**
     * `none` without media, else `processing`, `ready` or `failed`.
     */
    media_state: 'none' | 'processing' | 'ready' | 'failed';
    posts_id: number;
    user_id: number;
    user_name: string;
    /**
     * Author's picture; load it from `/api/` + profile_picture.
     */
    profile_picture: string;
    content: string;
    created_at: string;
    /**
     * False while the post's media is processed; such a post is shown to its author only.
     */
    is_ready: boolean;
    media: Array<MediaItemDto>;
    like_count: number;
    comment_count: number;
    /**
     * Whether the signed-in member likes this post.
     */
    is_liked: boolean;
    /**
     * The newest comments (at most 3), oldest first; load more with GET /api/posts/{id}/comments.
     */
    comments: Array<CommentDto>;
};

