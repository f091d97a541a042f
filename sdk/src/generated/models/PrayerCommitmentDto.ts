/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PrayerCommitmentDto = {
    post_id: number;
    days: number;
    started_at: string;
    ends_at: string;
    /**
     * Whole days left, counting today (1 on the last day).
     */
    days_left: number;
};

