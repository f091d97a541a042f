/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupVisibility } from './GroupVisibility';
export type GroupVisibilityDto = {
    visibility: GroupVisibility;
};

