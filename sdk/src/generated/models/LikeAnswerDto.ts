/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LikeAnswerDto = {
    /**
     * The exact number of likes after this call.
     */
    like_count: number;
    /**
     * Whether the signed-in member likes it now.
     */
    is_liked: boolean;
};

