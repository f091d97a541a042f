/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupDto } from './GroupDto';
export type CreatedGroupDto = {
    groupId: number;
    /**
     * `Group created successfully!`
     */
    message: string;
    group: GroupDto;
};

