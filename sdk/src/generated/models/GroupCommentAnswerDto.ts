/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GroupCommentDto } from './GroupCommentDto';
export type GroupCommentAnswerDto = {
    comment: GroupCommentDto;
};

