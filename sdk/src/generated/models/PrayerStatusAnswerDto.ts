/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PrayerStatusAnswerDto = {
    /**
     * The request's status after this call.
     */
    prayer_status: 'open' | 'answered' | 'closed';
    /**
     * When it was marked answered; null unless answered.
     */
    answered_at: string | null;
    /**
     * The author's testimony; null unless answered with one.
     */
    answer_testimony: string | null;
};

