/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListedMemberDto } from './ListedMemberDto';
export type BlockedUsersDto = {
    /**
     * The members you blocked, newest block first.
     */
    users: Array<ListedMemberDto>;
};

