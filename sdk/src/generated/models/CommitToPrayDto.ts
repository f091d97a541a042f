/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CommitToPrayDto = {
    /**
     * The prayer request's posts_id.
     */
    postId: number;
    /**
     * For how many days (1–30) to pray, with a reminder each day.
     */
    days: number;
};

