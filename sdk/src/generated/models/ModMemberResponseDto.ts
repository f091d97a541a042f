/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ModMemberDto } from './ModMemberDto';
export type ModMemberResponseDto = {
    user: ModMemberDto;
};

