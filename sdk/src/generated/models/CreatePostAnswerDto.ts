/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreatePostAnswerDto = {
    /**
     * The new post's posts_id (for the media upload that may follow).
     */
    postId: number;
    /**
     * `Post created` or `Prayer request created`.
     */
    message: string;
};

