/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommentDto } from './CommentDto';
export type CommentPageDto = {
    /**
     * Oldest first, for display; the page holds the newest comments older than the cursor.
     */
    comments: Array<CommentDto>;
    /**
     * Pass as `cursor` to load older comments; null when there are none.
     */
    nextCursor: string | null;
};

