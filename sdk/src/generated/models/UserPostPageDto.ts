/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PostAuthorDto } from './PostAuthorDto';
import type { PostDto } from './PostDto';
export type UserPostPageDto = {
    /**
     * Newest first.
     */
    posts: Array<PostDto>;
    /**
     * Pass as `cursor` for the next (older) page; null when there are no more posts.
     */
    nextCursor: string | null;
    /**
     * The member whose posts these are (for the profile header).
     */
    user: PostAuthorDto;
};

