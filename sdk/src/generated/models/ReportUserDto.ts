/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportReason } from './ReportReason';
export type ReportUserDto = {
    /**
     * The member reported.
     */
    targetUserId: number;
    /**
     * Why.
     */
    reason: ReportReason;
    /**
     * What the reporter adds, at most 1000 characters.
     */
    details?: string;
};

