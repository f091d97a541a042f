/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrayedMemberDto } from './PrayedMemberDto';
export type PrayersPageDto = {
    /**
     * Who prayed, most recent first.
     */
    members: Array<PrayedMemberDto>;
    /**
     * Pass as `cursor` for the next page; null when there are no more.
     */
    nextCursor: string | null;
};

