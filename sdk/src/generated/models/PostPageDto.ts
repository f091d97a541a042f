/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PostDto } from './PostDto';
export type PostPageDto = {
    /**
     * Newest first.
     */
    posts: Array<PostDto>;
    /**
     * Pass as `cursor` for the next (older) page; null when there are no more posts.
     */
    nextCursor: string | null;
};

