/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportResolutionDto } from './ReportResolutionDto';
import type { ReportTargetDto } from './ReportTargetDto';
export type ReportCaseDto = {
    target_type: 'post' | 'comment' | 'group' | 'group_comment' | 'user';
    /**
     * How many reports give each reason, e.g. `{"spam": 3, "other": 1}`.
     */
    reasons: Record<string, number>;
    status: 'open' | 'resolved';
    /**
     * Present once resolved.
     */
    resolution?: ReportResolutionDto;
    /**
     * The case's id (one case per reported target): what `resolve-report` takes.
     */
    report_id: number;
    target_id: number;
    reporter_count: number;
    first_reported_at: string;
    last_reported_at: string;
    target: ReportTargetDto;
};

