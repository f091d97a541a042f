/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportCaseDto } from './ReportCaseDto';
export type ReportQueueDto = {
    reports: Array<ReportCaseDto>;
    /**
     * Pass as `cursor` for the next page; null at the end.
     */
    nextCursor: number | null;
};

