/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportReason } from './ReportReason';
export type ReportGroupCommentDto = {
    commentId: number;
    /**
     * Why; `other` when not given.
     */
    reason?: ReportReason;
    /**
     * What the reporter adds, at most 1000 characters.
     */
    details?: string;
};

