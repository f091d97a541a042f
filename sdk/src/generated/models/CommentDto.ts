/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MediaItemDto } from './MediaItemDto';
export type CommentDto = {
    comment_id: number;
    post_id: number;
    user_id: number;
    user_name: string;
    /**
     * Author's picture; load it from `/api/` + profile_picture.
     */
    profile_picture: string;
    content: string;
    created_at: string;
    like_count: number;
    /**
     * Whether the signed-in member likes this comment.
     */
    is_liked: boolean;
    /**
     * False while its media is being processed (then only its author sees it).
     */
    is_ready: boolean;
    media: Array<MediaItemDto>;
};

