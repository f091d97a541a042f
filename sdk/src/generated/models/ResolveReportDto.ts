/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ResolutionAction } from './ResolutionAction';
export type ResolveReportDto = {
    /**
     * The case's `report_id` from the queue.
     */
    reportId: number;
    action: ResolutionAction;
    /**
     * Why: shown to the author with `remove_content` and `warn_author`, kept in the audit log.
     */
    note?: string;
    /**
     * Days until the suspension ends by itself; absent: until lifted
     */
    days?: number;
};

