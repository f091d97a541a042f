/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PrayAnswerDto = {
    /**
     * The exact number of members who prayed for the request after this call.
     */
    prayer_count: number;
    /**
     * Whether the signed-in member has said "I prayed" for it now.
     */
    is_prayed: boolean;
};

