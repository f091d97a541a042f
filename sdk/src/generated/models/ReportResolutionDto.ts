/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModMemberRefDto } from './ModMemberRefDto';
import type { ResolutionAction } from './ResolutionAction';
export type ReportResolutionDto = {
    action: ResolutionAction;
    note: string | null;
    moderator: ModMemberRefDto;
    resolved_at: string;
};

