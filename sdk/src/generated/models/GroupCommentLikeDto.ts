/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type GroupCommentLikeDto = {
    comment_id: number;
    like_count: number;
    is_liked: boolean;
};

