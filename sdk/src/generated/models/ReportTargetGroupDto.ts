/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReportTargetGroupDto = {
    group_id: number;
    title: string;
};

