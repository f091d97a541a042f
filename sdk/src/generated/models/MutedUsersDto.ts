/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListedMemberDto } from './ListedMemberDto';
export type MutedUsersDto = {
    /**
     * The members you muted, newest mute first.
     */
    users: Array<ListedMemberDto>;
};

