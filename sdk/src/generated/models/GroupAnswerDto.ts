/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupDto } from './GroupDto';
export type GroupAnswerDto = {
    group: GroupDto;
};

