/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PrayerPostIdDto = {
    /**
     * The prayer request's posts_id.
     */
    postId: number;
};

