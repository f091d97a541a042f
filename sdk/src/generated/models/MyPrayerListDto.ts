/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrayerListItemDto } from './PrayerListItemDto';
export type MyPrayerListDto = {
    /**
     * Newest activity first.
     */
    requests: Array<PrayerListItemDto>;
    nextCursor: string | null;
};

