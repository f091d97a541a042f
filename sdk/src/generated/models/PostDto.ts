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
    /**
     * A prayer request's status; null on other posts.
     */
    prayer_status: 'open' | 'answered' | 'closed' | null;
    /**
     * When the prayer request was marked answered; null unless answered.
     */
    answered_at: string | null;
    /**
     * The author's testimony of the answer; null unless answered with one.
     */
    answer_testimony: string | null;
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
     * How many members prayed for this prayer request ("I prayed"); 0 on other posts.
     */
    prayer_count: number;
    /**
     * Whether the signed-in member likes this post.
     */
    is_liked: boolean;
    /**
     * Whether the signed-in member said "I prayed" for this prayer request; false on other posts.
     */
    is_prayed: boolean;
    /**
     * The newest comments (at most 3), oldest first; load more with GET /api/posts/{id}/comments.
     */
    comments: Array<CommentDto>;
};

