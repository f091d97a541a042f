/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupCommentMediaDto } from './GroupCommentMediaDto';
export type GroupCommentDto = {
    comment_id: number;
    group_id: number;
    user_id: number;
    user_name: string;
    profile_picture: string;
    content: string;
    /**
     * ISO time with microseconds.
     */
    created_at: string;
    like_count: number;
    is_liked: boolean;
    /**
     * False while the comment waits for its media: then it is listed to its author only.
     */
    is_ready: boolean;
    media: Array<GroupCommentMediaDto>;
};

