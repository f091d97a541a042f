/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchUserDto } from './SearchUserDto';
export type SearchUsersDto = {
    /**
     * At most 20 members, best match first (exact name, then names starting with the term).
     */
    users: Array<SearchUserDto>;
};

