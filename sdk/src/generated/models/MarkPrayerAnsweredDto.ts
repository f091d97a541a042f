/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MarkPrayerAnsweredDto = {
    /**
     * The post's posts_id.
     */
    postId: number;
    /**
     * How the prayer was answered, at most 5000 characters; trimmed, blank means none.
     */
    testimony?: string;
};

