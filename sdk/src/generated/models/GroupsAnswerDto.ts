/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupCardDto } from './GroupCardDto';
export type GroupsAnswerDto = {
    groups: Array<GroupCardDto>;
};

