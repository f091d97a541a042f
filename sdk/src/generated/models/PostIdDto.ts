/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PostIdDto = {
    /**
     * The post's posts_id.
     */
    postId: number;
};

