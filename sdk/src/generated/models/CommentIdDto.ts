/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CommentIdDto = {
    /**
     * The comment's comment_id.
     */
    commentId: number;
};

