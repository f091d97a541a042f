/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModMemberRefDto } from './ModMemberRefDto';
import type { ReportMediaDto } from './ReportMediaDto';
import type { ReportTargetGroupDto } from './ReportTargetGroupDto';
export type ReportTargetDto = {
    /**
     * The text (a group: its title and description); null when the target no longer exists.
     */
    content: string | null;
    media: Array<ReportMediaDto>;
    author: ModMemberRefDto | null;
    group: ReportTargetGroupDto | null;
    /**
     * The post a comment belongs to.
     */
    post_id: number | null;
    /**
     * Whether members still see it (false once removed, deleted, or its author suspended or deleted).
     */
    visible: boolean;
};

